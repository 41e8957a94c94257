import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '@rentals/db/cluster';
import { ensureTemplate, startTestCluster } from '@rentals/db/testing';
import { people, type Session } from '../domain/harness.ts';
import { gatewayProcess, type GatewayProcess } from '../security/gatewayProcess.ts';

/**
 * Faults during a burst of admin transitions (approve_property: verified = true plus one audit row,
 * in one transaction): the gateway process killed outright, then PostgreSQL killed outright. After
 * each, every property is either approved with exactly one audit row or untouched, every call that
 * answered 200 is there, and retrying the rest completes them.
 */
const BURST = 120;
const CONCURRENCY = 16;
const KILL_AFTER = 30;

let cluster: RunningCluster;
let folder: string;
let pgdata: string;
let dbUrl: string;
let owner: pg.Pool;
let gateway: GatewayProcess;
let admin: Session;
let adminToken: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-faults-'));
let propertyIds: string[] = [];

async function startGatewayProcess() {
  gateway = await gatewayProcess(dbUrl, dataDir);
}

function approve(id: string): Promise<number> {
  return fetch(`${gateway.url}/rest/v1/rpc/approve_property`, {
    method: 'POST',
    headers: { apikey: gateway.anonKey, Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ _property_id: id }),
  }).then((response) => response.status, () => 0);
}

/** Calls approve on every id, CONCURRENCY at a time; `fault` runs once KILL_AFTER calls have answered. */
async function burst(ids: string[], fault: () => void): Promise<Map<string, number>> {
  const outcome = new Map<string, number>();
  let next = 0;
  let answered = 0;
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      outcome.set(id, await approve(id));
      answered += 1;
      if (answered === KILL_AFTER) fault();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return outcome;
}

async function states(ids: string[]) {
  const { rows } = await owner.query<{ id: string; verified: boolean; audits: number }>(
    `select p.id, p.verified,
            (select count(*)::int from public.admin_audit_log a where a.action = 'approve_property' and a.target_id = p.id::text) as audits
       from public.properties p where p.id = any($1::uuid[])`, [ids]);
  return rows;
}

async function expectWholeOrNothing(ids: string[], outcome: Map<string, number>) {
  const rows = await states(ids);
  expect(rows, 'every property is still there').toHaveLength(ids.length);
  const halfDone = rows.filter((row) => (row.verified ? row.audits !== 1 : row.audits !== 0));
  expect(halfDone, 'approved without its one audit row, or audited without the approval').toEqual([]);
  const lost = rows.filter((row) => outcome.get(row.id) === 200 && !row.verified);
  expect(lost, 'answered 200 but not in the database').toEqual([]);
  return rows;
}

async function retryUntilDone(ids: string[]) {
  for (let round = 0; round < 20; round += 1) {
    const pending = (await states(ids)).filter((row) => !row.verified).map((row) => row.id);
    if (!pending.length) return;
    await Promise.all(pending.map((id) => approve(id)));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const own = await startTestCluster();
  cluster = own;
  folder = own.pgdata;
  pgdata = path.join(folder, 'data');
  const template = await ensureTemplate(own.url);
  const admin0 = new pg.Client({ connectionString: own.url });
  await admin0.connect();
  await admin0.query(`create database faults template "${template}"`);
  await admin0.end();
  dbUrl = own.url.replace(/\/postgres$/, '/faults');
  owner = new pg.Pool({ connectionString: dbUrl, max: 2 });
  owner.on('error', () => {});
  await startGatewayProcess();
  const sql = async (text: string, values?: unknown[]) => (await owner.query(text, values)).rows;
  const who = people({ url: gateway.url, anonKey: gateway.anonKey, serviceRoleKey: gateway.serviceKey, sql });
  const landlord = await who.account('Lata Landlord', ['landlord']);
  admin = await who.raiseToAal2(await who.signIn(await who.account('Arjun Admin', ['admin'])));
  adminToken = admin.accessToken;
  const { rows } = await owner.query<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, city, locality, rent, deposit, bedrooms, property_type)
     select '2 BHK in Baner ' || g, $1, 'available', 'pune', 'Baner', 20000 + g, 40000, 2, 'Apartment'
       from generate_series(1, $2) g returning id`, [landlord.id, BURST * 2]);
  propertyIds = rows.map((row) => row.id);
}, 180_000);

afterAll(async () => {
  gateway?.child.kill('SIGKILL');
  await owner?.end();
  await cluster?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during a burst of admin transitions', () => {
  it('of the gateway: no half-done approval, no lost one, and the rest completes after a restart', async () => {
    const ids = propertyIds.slice(0, BURST);
    const outcome = await burst(ids, () => gateway.child.kill('SIGKILL'));
    const rows = await expectWholeOrNothing(ids, outcome);
    const statuses = [...outcome.values()];
    expect(statuses.filter((s) => s === 200).length, 'some calls were answered before the kill').toBeGreaterThanOrEqual(KILL_AFTER - CONCURRENCY);
    expect(statuses.filter((s) => s === 0).length, 'some calls met a dead gateway').toBeGreaterThan(0);
    console.info(`gateway kill -9: ${statuses.filter((s) => s === 200).length} answered 200, ${statuses.filter((s) => s !== 200).length} failed; ` +
      `${rows.filter((r) => r.verified).length} approved with one audit row each, ${rows.filter((r) => !r.verified).length} untouched`);
    await startGatewayProcess();
    await retryUntilDone(ids);
    expect((await states(ids)).every((row) => row.verified && row.audits === 1), 'all approved once after the restart').toBe(true);
  });

  it('of PostgreSQL: committed approvals survive recovery, none is half-done, and the rest completes', async () => {
    const ids = propertyIds.slice(BURST);
    const outcome = await burst(ids, () => process.kill(cluster.pid, 'SIGKILL'));
    // Restart on the same folder and port: crash recovery replays the WAL. Old backends may hold
    // the shared memory a moment longer, so try again until it starts.
    for (let attempt = 0; ; attempt += 1) {
      try {
        cluster = await startCluster({ pgdata, port: cluster.port });
        break;
      } catch (error) {
        if (attempt > 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const rows = await expectWholeOrNothing(ids, outcome);
    const statuses = [...outcome.values()];
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(KILL_AFTER - CONCURRENCY);
    expect(statuses.filter((s) => s !== 200).length, 'some calls met a dead database').toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 0), 'failures are 503s').toEqual([]);
    console.info(`PostgreSQL kill -9: ${statuses.filter((s) => s === 200).length} answered 200, ${statuses.filter((s) => s === 503).length} answered 503; ` +
      `${rows.filter((r) => r.verified).length} approved with one audit row each, ${rows.filter((r) => !r.verified).length} untouched`);
    expect(gateway.exitCode(), 'the gateway stayed up').toBeNull();
    await retryUntilDone(ids);
    expect((await states(ids)).every((row) => row.verified && row.audits === 1), 'all approved once after recovery').toBe(true);
  });
});
