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
const worker = await startCommissionWorker(databaseUrl, { log: (line) => console.error(line) });
if (process.send) process.send({ ready: true });
else console.log('Commission worker listening');
const stop = () => void worker.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
