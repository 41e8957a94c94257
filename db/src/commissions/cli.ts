import { startCommissionWorker } from './worker.ts';

/**
 * `DATABASE_URL=… node db/src/commissions/cli.ts`: one commission worker process. Any number may
 * run on one database: each request is claimed once (FOR UPDATE SKIP LOCKED). `npm start` forks
 * one and hears on the IPC channel when it listens.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
// COMMISSION_HEARTBEAT_MS / COMMISSION_LEASE_MS: how often a running claim is renewed, and how
// long without a renewal before another worker takes the run up (defaults in claim.ts).
const milliseconds = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const claims = { heartbeatMs: milliseconds('COMMISSION_HEARTBEAT_MS'), leaseMs: milliseconds('COMMISSION_LEASE_MS') };
const worker = await startCommissionWorker(databaseUrl, {
  log: (line) => console.error(line),
  claims: Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined)),
});
if (process.send) process.send({ ready: true });
else console.log('Commission worker listening');
const stop = () => void worker.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
