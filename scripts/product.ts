// Starts the whole product in one process tree: PostgreSQL (embedded unless DATABASE_URL is
// given), migrations, first-run seed, the gateway, the commission worker and the site.
// Used by `npm start` and by the end-to-end tests (with throw-away folders and free ports).
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type RunningCluster } from '../db/src/cluster.ts';
import { startCommissionWorker } from '../db/src/commissions/worker.ts';
import { REPO_ROOT } from '../db/src/config.ts';
import { clearRunRecord, stopLeftovers, writeRunRecord } from '../db/src/leftovers.ts';
import { migrate } from '../db/src/migrate.ts';
import { startSite, type RunningSite } from './site.ts';

export interface ProductOptions {
  dataDir: string;
  /** Use this PostgreSQL instead of the embedded one. */
  databaseUrl?: string;
  dbPort: number;
  apiPort: number;
  sitePort: number;
  /** Seed demo data when the database has none (default true). */
  seed?: boolean;
  listings?: number;
  /** Affiliates the seed adds below the demo affiliate (db/seed/team.ts). */
  team?: number;
  log?: (line: string) => void;
  /** Called when a part stops on its own while the product runs. */
  onCrash?: (message: string) => void;
}

export interface RunningProduct {
  siteUrl: string;
  apiUrl: string;
  databaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  seeded: boolean;
  stop(): Promise<void>;
}

interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 10_000;

/** Stops one part, giving up after a while so that the parts after it (the database last) still stop. */
async function stopPart(part: Stoppable, log: (line: string) => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([part.stop().then(() => 'stopped' as const, () => 'failed' as const), timeout]);
  clearTimeout(timer);
  if (outcome !== 'stopped') log(`The ${part.name} did not stop cleanly (${outcome}); going on.`);
}

const exists = (relative: string) => fs.existsSync(path.join(REPO_ROOT, relative));

export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  const log = options.log ?? (() => {});
  const running: Stoppable[] = [];
  const stop = async () => {
    for (const part of running.reverse()) await stopPart(part, log);
    clearRunRecord(options.dataDir);
  };
  const pgdata = path.join(options.dataDir, 'pg');
  // A start killed outright left its database and site running: stop them, or refuse while it lives.
  await stopLeftovers(options.dataDir, options.databaseUrl ? null : pgdata, log);
  writeRunRecord(options.dataDir, { pid: process.pid });
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const cluster: RunningCluster = await startCluster({ pgdata, port: options.dbPort });
      running.push({ name: 'database', stop: () => cluster.stop() });
      databaseUrl = cluster.url;
    }
    const applied = await migrate(databaseUrl, { log });
    if (applied.platform.length + applied.app.length) {
      log(`Applied ${applied.platform.length + applied.app.length} migrations.`);
    }

    let seeded = false;
    if (options.seed !== false && exists('db/seed/seed.ts')) {
      const { isSeeded, seed } = await import('../db/seed/seed.ts');
      if (!(await isSeeded(databaseUrl))) {
        log('Seeding demo data (first start) ...');
        await seed(databaseUrl, { listings: options.listings, ...(options.team ? { team: options.team } : {}), log });
        seeded = true;
      }
    }

    const apiUrl = `http://localhost:${options.apiPort}`;
    const siteUrl = `http://localhost:${options.sitePort}`;
    const { startGateway } = await import('../gateway/src/server.ts');
    const gateway = await startGateway({
      databaseUrl,
      port: options.apiPort,
      hostname: process.env.API_HOST,
      dataDir: options.dataDir,
      siteUrl,
      apiUrl,
    });
    running.push({ name: 'gateway', stop: () => gateway.close() });

    // The monthly commission run is requested through SQL (run_monthly_commissions) and computed here.
    const worker = await startCommissionWorker(databaseUrl, { log });
    running.push({ name: 'commission worker', stop: () => worker.stop() });

    const site: RunningSite = await startSite({
      port: options.sitePort,
      apiUrl,
      anonKey: gateway.keys.anonKey,
      log,
      onCrash: options.onCrash,
    });
    running.push({ name: 'site', stop: () => site.stop() });
    writeRunRecord(options.dataDir, { pid: process.pid, site: { pid: site.pid, marker: site.marker } });

    return {
      siteUrl,
      apiUrl,
      databaseUrl,
      anonKey: gateway.keys.anonKey,
      serviceRoleKey: gateway.keys.serviceRoleKey,
      seeded,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
