// Tests of what a process killed outright leaves behind: a stand-in script starts what is under test
// (a gateway, a server, a database), prints `ready <pid>` for the process it wants watched, then
// waits to be killed.
import { spawn, type ChildProcess } from 'node:child_process';

export interface StandIn {
  process: ChildProcess;
  /** The pid the stand-in printed. */
  watched: number;
}

/** Runs `node <script> ...args` and resolves once it prints `ready <pid>`; rejects if it exits first. */
export function startStandIn(script: string, args: readonly string[]): Promise<StandIn> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise<StandIn>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve({ process: child, watched: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${code}) before it was ready: ${out}`)));
  });
}

/** Kills the stand-in with SIGKILL, leaving it no time to stop anything, and resolves once it is gone. */
export async function killOutright(standIn: StandIn): Promise<void> {
  const child = standIn.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
