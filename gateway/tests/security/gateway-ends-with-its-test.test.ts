import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pidAlive } from '@rentals/db/preflight';
import { killOutright, startStandIn } from '@rentals/db/standIn';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

// A test's gateway process outlives nothing: when the process that started it dies without
// stopping it (a failed setup, a killed worker), the gateway ends on its own instead of serving on.
const ORPHANED = fileURLToPath(new URL('./orphanedGateway.ts', import.meta.url));
let db: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-orphan-'));
let gatewayPid: number | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  if (gatewayPid && pidAlive(gatewayPid)) process.kill(gatewayPid, 'SIGKILL');
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('ends once the process that started it is killed outright', async () => {
  const starter = await startStandIn(ORPHANED, [db.url, dataDir]);
  gatewayPid = starter.watched;
  expect(pidAlive(gatewayPid)).toBe(true);
  await killOutright(starter);
  await expect.poll(() => pidAlive(gatewayPid!), { timeout: 20_000, interval: 100 }).toBe(false);
});
