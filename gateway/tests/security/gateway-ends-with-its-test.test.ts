import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

// A test's gateway process outlives nothing: when the process that started it dies without
// stopping it (a failed setup, a killed worker), the gateway ends on its own instead of serving on.
const ORPHANED = fileURLToPath(new URL('./orphanedGateway.ts', import.meta.url));
let db: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-orphan-'));
let gatewayPid: number | undefined;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  if (gatewayPid && alive(gatewayPid)) process.kill(gatewayPid, 'SIGKILL');
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('ends once the process that started it is killed outright', async () => {
  const starter = spawn(process.execPath, [ORPHANED, db.url, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  gatewayPid = await new Promise<number>((resolve, reject) => {
    starter.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    starter.once('exit', (code) => reject(new Error(`the starter exited (${code}): ${out}`)));
  });
  expect(alive(gatewayPid)).toBe(true);
  const gone = new Promise((resolve) => starter.once('exit', resolve));
  starter.kill('SIGKILL');
  await gone;
  await expect.poll(() => alive(gatewayPid!), { timeout: 20_000, interval: 100 }).toBe(false);
});
