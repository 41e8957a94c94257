import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postgraphile } from 'postgraphile';
import { grafserv } from 'postgraphile/grafserv/node';
import { makePreset } from './preset.ts';

/** `DATABASE_URL=… PORT=… JWT_SECRET=… node bench/src/servers/postgraphile.ts`: PostGraphile over the bench database. */
const databaseUrl = process.env.DATABASE_URL;
const secret = process.env.JWT_SECRET;
if (!databaseUrl || !secret) {
  console.error('DATABASE_URL and JWT_SECRET are required');
  process.exit(1);
}

const pgl = postgraphile(makePreset(databaseUrl, secret, Number(process.env.POOL_SIZE ?? 10)));
const serv = pgl.createServ(grafserv);
const server = createServer();
server.keepAliveTimeout = 60_000;
await serv.addTo(server);
await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
// Build the schema before declaring readiness so the first measured request is not the slow one.
await pgl.getSchema();
console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);

const stop = () => {
  server.close();
  server.closeAllConnections();
  void Promise.resolve(pgl.release()).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
