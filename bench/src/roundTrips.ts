// `node bench/src/roundTrips.ts`: what one gateway request costs PostgreSQL, counted twice: on the
// wire (a pass-through between the gateway and PostgreSQL counts the round trips, a Sync or a
// simple Query each, and the statements, an Execute or a Query each) and in PostgreSQL's own
// statistics (pg_stat_database: transactions committed and rolled back). 500 calls of each of
// the read, insert and mixed workloads, one at a time, after a warm-up of 50.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '@rentals/db/migrate';
import { startTestCluster } from '@rentals/db/testing';
import { startGateway } from '@rentals/gateway/server';
import { seed } from '../../db/seed/seed.ts';
import { loadFixture, removeInserted } from './fixture.ts';
import { makeWorkloads } from './workloads.ts';

const CALLS = 500;
// The gateway's request log would bury the table.
process.env.LOG_LEVEL ??= 'silent';

/** Counts the front-end messages that end a round trip (Sync, Query) and that run a statement (Execute, Query). */
function wireCounter(target: URL) {
  const counts = { roundTrips: 0, statements: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    let started = false;
    let buffered = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      // The startup packet (and an SSL request) have no type byte: an int32 length first.
      while (!started && buffered.length >= 4) {
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        buffered = buffered.subarray(length);
        if (code !== 80877103) started = true;
      }
      while (started && buffered.length >= 5) {
        const type = String.fromCharCode(buffered[0] as number);
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) return;
        if (type === 'S' || type === 'Q') counts.roundTrips += 1;
        if (type === 'E' || type === 'Q') counts.statements += 1;
        buffered = buffered.subarray(1 + length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return { server, counts };
}

const cluster = await startTestCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'round-trips-'));
try {
  await migrate(cluster.url, { platform: true });
  await seed(cluster.url, { listings: 2000 });
  const fixture = await loadFixture(cluster.url);
  const { server, counts } = wireCounter(new URL(cluster.url));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(cluster.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  const gateway = await startGateway({ databaseUrl: proxied.toString(), port: 0, dataDir, siteUrl: 'http://localhost:4321' });
  const stats = new pg.Client({ connectionString: cluster.url });
  // Stopping the cluster after a failure ends this connection too; the failure is what to report.
  stats.on('error', () => {});
  await stats.connect();
  const transactions = async () => {
    await stats.query('select pg_stat_clear_snapshot()');
    const { rows } = await stats.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
    return Number(rows[0]?.n);
  };
  console.log('| workload | round trips per request | statements per request | transactions per request (pg_stat_database) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const workload of makeWorkloads(fixture).filter((w) => ['read', 'insert', 'mixed'].includes(w.name))) {
    const call = async (i: number) => {
      const c = workload.rest(i);
      // The mixed load's writes go as the service role, like the insert workload's.
      const key = (c.as ?? workload.role) === 'anon' ? gateway.keys.anonKey : gateway.keys.serviceRoleKey;
      const response = await fetch(`${gateway.url}${c.path}`, { method: c.method, body: c.body, headers: { apikey: key, authorization: `Bearer ${key}`, ...c.headers } });
      if (!response.ok) throw new Error(`${workload.name}: HTTP ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 50; i += 1) await call(i);
    // Backends report their statistics at most once a second while busy and ten seconds after going idle.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const before = { ...counts, xacts: await transactions() };
    for (let i = 0; i < CALLS; i += 1) await call(50 + i);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const xacts = (await transactions()) - before.xacts - 1;
    console.log(`| ${workload.name} | ${((counts.roundTrips - before.roundTrips) / CALLS).toFixed(2)} | ` +
      `${((counts.statements - before.statements) / CALLS).toFixed(2)} | ${(xacts / CALLS).toFixed(2)} |`);
  }
  await removeInserted(cluster.url);
  await stats.end();
  await gateway.close();
  server.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await cluster.stop();
}
