// A stand-in part for the supervision tests: says it is ready, then runs until killed, or exits
// with code 3 after CRASH_AFTER_MS.
process.send?.({ ready: true });
const after = Number(process.env.CRASH_AFTER_MS ?? 0);
if (after > 0) setTimeout(() => process.exit(3), after);
setInterval(() => {}, 1_000);
