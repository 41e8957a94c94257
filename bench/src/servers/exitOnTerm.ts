// Loaded into a server that has no SIGTERM handler of its own (node --import) while it runs under
// the CPU profiler: Node writes the profile only on a normal exit, not on death by a signal.
process.once('SIGTERM', () => process.exit(0));
