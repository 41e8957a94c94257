// A stand-in part for the supervision tests: says it is ready, then runs until killed, or exits
// with code 3 after CRASH_AFTER_MS, or dies of an uncaught connection error after THROW_AFTER_MS.
// Like the real parts, it ends cleanly (exit code 0) on SIGINT or SIGTERM.
import net from 'node:net';

process.send?.({ ready: true });
const after = Number(process.env.CRASH_AFTER_MS ?? 0);
if (after > 0) setTimeout(() => process.exit(3), after);
const throwAfter = Number(process.env.THROW_AFTER_MS ?? 0);
// An 'error' event nobody listens for: Node prints the error, its properties and its own version.
if (throwAfter > 0) setTimeout(() => net.connect(1, '127.0.0.1'), throwAfter);
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1_000);
