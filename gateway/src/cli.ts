import path from 'node:path';
import { StartupError } from '@rentals/db/errors';
import { startGateway } from './server.ts';

/**
 * `DATABASE_URL=… API_PORT=… node gateway/src/cli.ts`: starts one gateway process and prints its keys.
 * `npm start` forks one per API worker with API_REUSE_PORT=1 (all on one port) and hears on the IPC
 * channel when each is ready.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const gateway = await startGateway({
  databaseUrl,
  port: Number(process.env.API_PORT ?? 54321),
  hostname: process.env.API_HOST || undefined,
  dataDir: path.resolve(process.env.DATA_DIR ?? '.data'),
  siteUrl: process.env.SITE_URL ?? 'http://localhost:4321',
  apiUrl: process.env.API_EXTERNAL_URL ?? process.env.API_URL,
  allowedOrigins: (process.env.ADDITIONAL_REDIRECT_URLS ?? process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
  reusePort: process.env.API_REUSE_PORT === '1',
}).catch((error: unknown) => {
  // A start refused for a reason the person can fix is one line, not a stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (process.send) process.send({ ready: gateway.url });
else {
  console.log(`API URL:          ${gateway.url}`);
  console.log(`anon key:         ${gateway.keys.anonKey}`);
  console.log(`service_role key: ${gateway.keys.serviceRoleKey}`);
}
const stop = () => void gateway.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
