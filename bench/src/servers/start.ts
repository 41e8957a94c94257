import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@rentals/db/preflight';
import { REPO_ROOT } from '@rentals/db/config';
import type { ProjectKeys } from '@rentals/gateway/keys';
import { startChild, type RunningChild } from '../child.ts';

export interface HttpServer {
  child: RunningChild;
  url: string;
}

/** Node's flags for a server's process: BENCH_NODE_FLAGS (say `--trace-gc-nvp`, to look into one), and the profiler's. */
function nodeArgs(profileDir: string | undefined): string[] {
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return [...flags, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
}

/** The gateway as `npm start` runs it (gateway/src/cli.ts), in its own process; its keys come from DATA_DIR. */
export async function startGatewayProcess(databaseUrl: string, workDir: string, profileDir?: string): Promise<HttpServer & { keys: ProjectKeys }> {
  const port = await freePort();
  const dataDir = path.join(workDir, 'gateway-data');
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild({
    name: 'gateway',
    script: path.join(REPO_ROOT, 'gateway', 'src', 'cli.ts'),
    nodeArgs: nodeArgs(profileDir),
    env: { DATABASE_URL: databaseUrl, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_GATEWAY_LOG_LEVEL ?? 'info', NODE_ENV: 'production' },
    logFile: path.join(workDir, 'gateway.log'),
    ready: async () => (await fetch(`${url}/ready`)).ok,
  });
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as ProjectKeys;
  return { child, url, keys };
}

/** PostGraphile v5 (bench/src/servers/postgraphile.ts) in its own process, trusting the gateway's JWT secret. */
export async function startPostgraphileProcess(databaseUrl: string, jwtSecret: string, workDir: string, profileDir?: string): Promise<HttpServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild({
    name: 'postgraphile',
    script: fileURLToPath(new URL('./postgraphile.ts', import.meta.url)),
    nodeArgs: nodeArgs(profileDir),
    env: { DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: jwtSecret, NODE_ENV: 'production' },
    logFile: path.join(workDir, 'postgraphile.log'),
    ready: async () => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      return response.status < 500;
    },
  });
  return { child, url };
}

/**
 * The baseline (bench/src/servers/baseline.ts) in its own process, on the authenticator's
 * connections, trusting the gateway's JWT secret, with a pool as large as the run's connections.
 */
export async function startBaselineProcess(authenticatorUrl: string, jwtSecret: string, workDir: string, connections: number, profileDir?: string): Promise<HttpServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, 'baseline.log');
  const child = await startChild({
    name: 'baseline',
    script: fileURLToPath(new URL('./baseline.ts', import.meta.url)),
    nodeArgs: nodeArgs(profileDir),
    env: { DATABASE_URL: authenticatorUrl, PORT: String(port), POOL_SIZE: String(connections), JWT_SECRET: jwtSecret, NODE_ENV: 'production' },
    logFile,
    ready: async () => fs.existsSync(logFile) && fs.readFileSync(logFile, 'utf8').includes('listening on'),
  });
  return { child, url };
}

/**
 * The gateway as `npm start` runs it with API_WORKERS: `count` gateway processes on one port
 * (SO_REUSEPORT), sharing the keys of the single gateway's DATA_DIR. Each has its own log file and
 * counts as ready once it prints its URL (it does so after listening, whatever the log level).
 */
export async function startGatewayWorkers(databaseUrl: string, workDir: string, count: number, profileDir?: string): Promise<HttpServer[]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const workers: HttpServer[] = [];
  for (let i = 1; i <= count; i += 1) {
    const logFile = path.join(workDir, `gateway-worker-${i}.log`);
    const child = await startChild({
      name: `gateway worker ${i}`,
      script: path.join(REPO_ROOT, 'gateway', 'src', 'cli.ts'),
      nodeArgs: nodeArgs(profileDir),
      env: {
        DATABASE_URL: databaseUrl, API_PORT: String(port), API_REUSE_PORT: '1', DATA_DIR: path.join(workDir, 'gateway-data'),
        LOG_LEVEL: process.env.BENCH_GATEWAY_LOG_LEVEL ?? 'info', NODE_ENV: 'production',
      },
      logFile,
      ready: async () => fs.existsSync(logFile) && fs.readFileSync(logFile, 'utf8').includes('API URL:'),
    });
    workers.push({ child, url });
  }
  return workers;
}
