// What an `npm start` leaves behind when it is killed outright (kill -9, a closed terminal, an
// out-of-memory kill): its PostgreSQL server and its site server keep running, holding the data
// folder and the ports. The run record in DATA_DIR names the start process and its site; the next
// start stops what a dead start left, and never touches what a live one still runs.
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors.ts';
import { pidAlive } from './preflight.ts';

export interface RunRecord {
  /** The `npm start` (or test) process that owns the data folder. */
  pid: number;
  /** Its site server, and a path its command line contains (so that a reused pid is never hit). */
  site?: { pid: number; marker: string };
}

const recordFile = (dataDir: string) => path.join(dataDir, 'product.json');

export function writeRunRecord(dataDir: string, record: RunRecord): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(recordFile(dataDir), `${JSON.stringify(record)}\n`);
}

export function clearRunRecord(dataDir: string): void {
  fs.rmSync(recordFile(dataDir), { force: true });
}

function readRunRecord(dataDir: string): RunRecord | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(recordFile(dataDir), 'utf8')) as RunRecord;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/** The process's command line, or '' when it is gone (or not readable: not ours to stop). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (!pidAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !pidAlive(pid);
}

/** Signals `pid` when its command line still contains `marker`, then waits for it to exit. */
async function stopIfOurs(pid: number, marker: string, signal: NodeJS.Signals, what: string, log: (line: string) => void) {
  if (!pidAlive(pid) || !commandLine(pid).includes(marker)) return;
  log(`Stopping the ${what} an earlier npm start left running (pid ${pid}) ...`);
  process.kill(pid, signal);
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGKILL');
  if (!(await waitForExit(pid, 5_000))) throw new StartupError(`The ${what} left running (pid ${pid}) did not stop; stop it by hand.`);
}

/**
 * Before a start on `dataDir`: refuses while the recorded start process is alive; when it is dead,
 * stops its site and its PostgreSQL (fast shutdown through the postmaster.pid of `pgdata`, if any).
 */
export async function stopLeftovers(dataDir: string, pgdata: string | null, log: (line: string) => void): Promise<void> {
  const record = readRunRecord(dataDir);
  if (!record) return;
  if (record.pid !== process.pid && pidAlive(record.pid)) {
    throw new StartupError(
      `The product on ${dataDir} is already running (pid ${record.pid}), probably another npm start; stop it first or set DATA_DIR to another folder.`,
    );
  }
  if (record.site) await stopIfOurs(record.site.pid, record.site.marker, 'SIGTERM', 'site server', log);
  const pidFile = pgdata && path.join(pgdata, 'postmaster.pid');
  if (pidFile && fs.existsSync(pidFile)) {
    const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    // SIGINT is PostgreSQL's fast shutdown: open transactions roll back, nothing committed is lost.
    if (Number.isInteger(postmaster) && postmaster > 0) await stopIfOurs(postmaster, pgdata!, 'SIGINT', 'database', log);
  }
  clearRunRecord(dataDir);
}
