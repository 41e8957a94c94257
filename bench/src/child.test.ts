import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, pidAlive } from '@rentals/db/preflight';
import { killOutright, startStandIn } from '@rentals/db/standIn';
import { afterAll, expect, it } from 'vitest';

// A server the bench started ends when the bench is killed outright, instead of serving on.
const ORPHANED = fileURLToPath(new URL('./orphanedChild.ts', import.meta.url));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-child-'));
let serverPid: number | undefined;

afterAll(() => {
  if (serverPid && pidAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

it('a started server ends once the bench that started it is killed outright', async () => {
  const port = await freePort();
  const bench = await startStandIn(ORPHANED, [String(port), path.join(folder, 'server.log')]);
  serverPid = bench.watched;
  expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true);
  await killOutright(bench);
  await expect.poll(() => pidAlive(serverPid!), { timeout: 20_000, interval: 100 }).toBe(false);
});
