// Loaded into the site server (node --import): it exits when the process that started it (named
// by PARENT_PID) is gone, even when that process was killed outright and had no chance to stop it:
// the server is then re-parented, possibly before this hook even ran.
const parent = Number(process.env.PARENT_PID ?? process.ppid);
const exitWhenOrphaned = () => {
  if (process.ppid !== parent) process.exit(0);
};
exitWhenOrphaned();
setInterval(exitWhenOrphaned, 500).unref();
