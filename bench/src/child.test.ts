import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@rentals/db/preflight';
import { afterAll, expect, it } from 'vitest';

// A server the bench started ends when the bench is killed outright, instead of serving on.
const ORPHANED = fileURLToPath(new URL('./orphanedChild.ts', import.meta.url));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-child-'));
let serverPid: number | undefined;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => {
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

it('a started server ends once the bench that started it is killed outright', async () => {
  const port = await freePort();
  const bench = spawn(process.execPath, [ORPHANED, String(port), path.join(folder, 'server.log')], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  serverPid = await new Promise<number>((resolve, reject) => {
    bench.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    bench.once('exit', (code) => reject(new Error(`the bench stand-in exited (${code}): ${out}`)));
  });
  expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true);
  const gone = new Promise((resolve) => bench.once('exit', resolve));
  bench.kill('SIGKILL');
  await gone;
  await expect.poll(() => alive(serverPid!), { timeout: 20_000, interval: 100 }).toBe(false);
});
