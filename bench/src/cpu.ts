import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux the project runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; null where /proc
 * is missing. What a request costs in CPU is steadier than requests a second on a shared machine:
 * a neighbour's burst takes cores away, not work out of each request.
 */
export function cpuMs(pid: number, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): number | null {
  let stat: string;
  try {
    stat = read(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** Runs `work` and gives the CPU ms the process used meanwhile (null where it cannot be read). */
export async function cpuDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; ms: number | null }> {
  const before = cpuMs(pid);
  const result = await work();
  const after = cpuMs(pid);
  return { result, ms: before === null || after === null ? null : after - before };
}
