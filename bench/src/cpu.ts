import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux the project runs on). */
const TICKS_PER_SECOND = 100;

type Read = (file: string) => string;
const readFile: Read = (file) => fs.readFileSync(file, 'utf8');

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number, read: Read): string[] | null {
  let stat: string;
  try {
    stat = read(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User and system ms of a process so far. */
interface CpuTimes {
  user: number;
  system: number;
}

function fieldsCpuTimes(fields: string[]): CpuTimes | null {
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { user: (utime * 1000) / TICKS_PER_SECOND, system: (stime * 1000) / TICKS_PER_SECOND };
}

function fieldsCpuMs(fields: string[]): number | null {
  const times = fieldsCpuTimes(fields);
  return times && times.user + times.system;
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; null where /proc
 * is missing. What a request costs in CPU is steadier than requests a second on a shared machine:
 * a neighbour's burst takes cores away, not work out of each request.
 */
export function cpuMs(pid: number, read: Read = readFile): number | null {
  const fields = statFields(pid, read);
  return fields ? fieldsCpuMs(fields) : null;
}

/** cpuMs split into the process's own work (user) and the kernel's on its behalf (system). */
export function cpuTimes(pid: number, read: Read = readFile): CpuTimes | null {
  const fields = statFields(pid, read);
  return fields ? fieldsCpuTimes(fields) : null;
}

/**
 * CPU ms used so far by each child of `parent` (PostgreSQL's backends are children of the
 * postmaster, one per connection), by pid; null where /proc is missing.
 */
export function childrenCpuMs(parent: number, read: Read = readFile, list: () => string[] = () => fs.readdirSync('/proc')): Map<number, number> | null {
  let entries: string[];
  try {
    entries = list();
  } catch {
    return null;
  }
  const children = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry), read);
    if (!fields || Number(fields[1]) !== parent) continue;
    const ms = fieldsCpuMs(fields);
    if (ms !== null) children.set(Number(entry), ms);
  }
  return children;
}

/** CPU ms the children used between two readings; a child started in between counts from zero. */
export function childrenCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** The CPU ms of everything that served a window: a server process, PostgreSQL's backends, the measuring process. */
export interface CpuShares {
  server: number | null;
  /**
   * The part of `server` the kernel spent (system time: sockets, mostly). A CPU profile cannot tell
   * it apart: it counts a write that wakes PostgreSQL, and the time the process then waits for its
   * core back, as the write's.
   */
  serverKernel?: number | null;
  postgres: number | null;
  bench: number;
  /** The gateway's processes behind a site server (the site workloads only). */
  gateway?: number | null;
}

/**
 * Runs `work` and gives the CPU ms each party used meanwhile: the server process (when there is
 * one), the children of PostgreSQL's postmaster, and this process (the load generator, or the pg
 * client of the baseline).
 */
export async function cpuSharesDuring<T>(pids: { server?: number; postmaster?: number }, work: () => Promise<T>): Promise<{ result: T; cpu: CpuShares }> {
  const server = pids.server === undefined ? null : cpuTimes(pids.server);
  const postgres = pids.postmaster === undefined ? null : childrenCpuMs(pids.postmaster);
  const bench = process.cpuUsage();
  const result = await work();
  const benchUsed = process.cpuUsage(bench);
  const serverAfter = pids.server === undefined ? null : cpuTimes(pids.server);
  const postgresAfter = pids.postmaster === undefined ? null : childrenCpuMs(pids.postmaster);
  const measured = server !== null && serverAfter !== null;
  return {
    result,
    cpu: {
      server: measured ? serverAfter.user + serverAfter.system - server.user - server.system : null,
      serverKernel: measured ? serverAfter.system - server.system : null,
      postgres: postgres === null || postgresAfter === null ? null : childrenCpuDelta(postgres, postgresAfter),
      bench: (benchUsed.user + benchUsed.system) / 1000,
    },
  };
}

/** The postmaster's pid, from the first line of postmaster.pid in the cluster's data folder; null if unreadable. */
export function postmasterPid(dataDir: string, read: Read = readFile): number | null {
  try {
    const pid = Number(read(`${dataDir}/postmaster.pid`).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The CPU of a server's windows per request answered, for the log line: ", CPU per request:
 * server 310 µs (kernel 60 µs), PostgreSQL 180 µs, bench 95 µs". Empty when a window was not measured.
 */
export function cpuPerRequest(windows: { cpu?: CpuShares }[], requests: number): string {
  if (requests === 0 || windows.length === 0 || windows.some((w) => !w.cpu)) return '';
  const per = (pick: (c: CpuShares) => number | null | undefined): string | null => {
    const values = windows.map((w) => pick(w.cpu!));
    if (values.some((v) => v === null || v === undefined)) return null;
    return `${(((values as number[]).reduce((a, b) => a + b, 0) * 1000) / requests).toFixed(0)} µs`;
  };
  const kernel = per((c) => c.serverKernel);
  const server = per((c) => c.server);
  const parts = [['server', server && kernel ? `${server} (kernel ${kernel})` : server], ['PostgreSQL', per((c) => c.postgres)], ['bench', per((c) => c.bench)]]
    .filter(([, v]) => v !== null).map(([name, v]) => `${name} ${v}`);
  return parts.length ? `, CPU per request: ${parts.join(', ')}` : '';
}
