// Starts the whole product in one process tree: PostgreSQL (embedded unless DATABASE_URL is
// given), migrations, first-run seed, then API_WORKERS gateway processes sharing one port, the
// commission worker, the alert worker and the site, each a supervised child restarted when it crashes.
// Used by `npm start` and by the end-to-end tests (with throw-away folders and free ports).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type RunningCluster } from '../db/src/cluster.ts';
import { REPO_ROOT } from '../db/src/config.ts';
import { withDatabaseLock } from '../db/src/databaseLock.ts';
import { StartupError } from '../db/src/errors.ts';
import { clearRunRecord, stopLeftovers, writeRunRecord } from '../db/src/leftovers.ts';
import { migrate } from '../db/src/migrate.ts';
import { alertSmtpUrl, smtpUrl } from '../db/src/mail/transport.ts';
import { smsConfigFromEnv } from '../db/src/sms/settings.ts';
import { checkMailboxExposure, isLoopbackHost, mailboxEnabled } from '../gateway/src/mailbox.ts';
import { openStorageBackend, storageSettingsFromEnv } from '../gateway/src/storage/backends/settings.ts';
import { forkReady, keepLastWords } from './children.ts';
import { nobodyListens, watchDatabase, type DatabaseWatchOptions } from '../db/src/databaseWatch.ts';
import { launchSite, SITE_MARKER } from './site.ts';
import { supervise, type RestartPolicy, type SupervisedPart } from './supervise.ts';

/** What the lines call the embedded PostgreSQL. */
export const DATABASE_PART = 'database (PostgreSQL)';
const GATEWAY_CLI = path.join(REPO_ROOT, 'gateway', 'src', 'cli.ts');
const COMMISSION_CLI = path.join(REPO_ROOT, 'db', 'src', 'commissions', 'cli.ts');
const ALERT_CLI = path.join(REPO_ROOT, 'db', 'src', 'alerts', 'cli.ts');

/** API_WORKERS: gateway processes (default one per core). */
export function apiWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.API_WORKERS;
  if (!raw) return os.availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new StartupError(`API_WORKERS must be a whole number from 1 to 64, got '${raw}'.`);
  return count;
}

/**
 * DEMO_DATA: seed the demo accounts and listings into an empty database. On by default only where
 * the product keeps its own database: the demo admin's password and TOTP secret are published.
 */
export function wantsDemoData(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): boolean {
  const raw = env.DEMO_DATA;
  if (!raw) return !databaseUrl;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new StartupError(`DEMO_DATA must be true or false, got '${raw}'.`);
}

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
  /** Gateway processes (default API_WORKERS, else one per core). */
  apiWorkers?: number;
  /** Affiliates the seed adds below the demo affiliate (db/seed/team.ts). */
  team?: number;
  /** Flush the database to disk at every commit (default true; a throw-away test run turns it off). */
  durable?: boolean;
  log?: (line: string) => void;
  /** Called when a part keeps crashing while the product runs (the product should stop). */
  onCrash?: (message: string) => void;
  /** When crashed parts are restarted (tests shorten it). */
  restartPolicy?: RestartPolicy;
  /** How often, and how patiently, the database is asked whether it answers (tests shorten it). */
  databaseWatch?: DatabaseWatchOptions;
  /** The alert worker's SMTP server, over ALERT_SMTP_URL (products started side by side each take their own). */
  alertSmtpUrl?: string;
}

export interface RunningProduct {
  siteUrl: string;
  apiUrl: string;
  databaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  seeded: boolean;
  /** The pids of the running parts, by name (`database (PostgreSQL)` when embedded, `gateway worker 1`, `commission worker`, `alert worker`, `site server`). */
  pids(): Record<string, number | undefined>;
  stop(): Promise<void>;
  /** The development mailbox page with its token (GET /mailbox/<token> on the gateway), unless LOCAL_MAILBOX=false. */
  mailboxUrl: string | undefined;
}

interface Stoppable {
  name: string;
  stop(): Promise<void>;
  /** Told first, before any part stops: from then on its exit is no crash. */
  halt?(): void;
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

/**
 * The mailbox's address with its token (printed, and given to the journeys), and the one the site
 * shows after mailing a link: with the token only while the site listens on this machine alone.
 */
function mailboxUrls(apiUrl: string, token: string): { own?: string; site?: string } {
  if (!mailboxEnabled()) return {};
  const own = `${apiUrl}/mailbox/${token}`;
  return { own, site: isLoopbackHost(process.env.HOST) ? own : `${apiUrl}/mailbox` };
}

const exists = (relative: string) => fs.existsSync(path.join(REPO_ROOT, relative));

export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  const log = options.log ?? (() => {});
  const running: Stoppable[] = [];
  const stop = async () => {
    for (const part of running) part.halt?.();
    for (const part of running.reverse()) await stopPart(part, log);
    clearRunRecord(options.dataDir);
  };
  process.env.LOCAL_MAILBOX = ['false', '0', 'force'].includes(process.env.LOCAL_MAILBOX ?? '')
    ? process.env.LOCAL_MAILBOX
    : 'true';
  checkMailboxExposure();
  // GoTrue's secure password change, off by default as on hosted Supabase, is on for the product:
  // a session older than a day proves itself again before it may set a new password.
  process.env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION ??= 'true';
  // Phone sign-in (a code texted to an Indian mobile), off by default as in GoTrue, is on for the
  // product; without GOTRUE_SMS_PROVIDER its codes wait in the development mailbox.
  process.env.GOTRUE_EXTERNAL_PHONE_ENABLED ??= 'true';
  // A mistyped SMTP_URL is refused before anything starts, not found at the first email; so are
  // the SMS provider's settings.
  smtpUrl();
  smsConfigFromEnv();
  alertSmtpUrl(options.alertSmtpUrl ? { ...process.env, ALERT_SMTP_URL: options.alertSmtpUrl } : process.env);
  // So are storage settings, and an S3 bucket that is missing or refuses the keys: once here, not
  // once per gateway worker.
  const storage = await openStorageBackend(storageSettingsFromEnv(process.env, options.dataDir));
  try {
    await storage.check();
  } finally {
    storage.close();
  }
  const pgdata = path.join(options.dataDir, 'pg');
  // A start killed outright left its database and site running: stop them, or refuse while it lives.
  await stopLeftovers(options.dataDir, options.databaseUrl ? null : pgdata, log);
  writeRunRecord(options.dataDir, { pid: process.pid });
  try {
    let databaseUrl = options.databaseUrl;
    let database: SupervisedPart | undefined;
    if (!databaseUrl) {
      // Supervised like every other part: a dead server is said in one line and started again
      // (PostgreSQL recovers from its log), and the other parts reconnect on their own.
      let cluster: RunningCluster | undefined;
      const launchDatabase = async () => {
        // A server killed outright leaves its backends for a moment; a new one refuses their folder.
        if (cluster) await Promise.race([cluster.gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        cluster = await startCluster({ pgdata, port: options.dbPort, durable: options.durable });
        keepLastWords(cluster.process, cluster.process.stderr!);
        return cluster.process;
      };
      database = await supervise({
        name: DATABASE_PART, launch: launchDatabase, stopProcess: () => cluster!.stop(), log,
        onGiveUp: (message) => (options.onCrash ?? log)(message), policy: options.restartPolicy,
      });
      const part = database;
      running.push({ name: 'database', stop: () => part.stop(), halt: () => part.halt() });
      databaseUrl = cluster!.url;
      // A stalled server has not exited: only a question it does not answer tells. A dead one is the
      // supervisor's to say, and a refused question may reach the watch before its exit reaches us.
      const exited = () => cluster!.process.exitCode !== null || cluster!.process.signalCode !== null;
      const watch = watchDatabase(databaseUrl, log, { ...options.databaseWatch, quiet: (error) => exited() || nobodyListens(error) });
      running.push({ name: 'database watch', stop: () => watch.stop() });
    } else {
      const watch = watchDatabase(databaseUrl, log, options.databaseWatch);
      running.push({ name: 'database watch', stop: () => watch.stop() });
    }
    const ownerUrl: string = databaseUrl;
    // Before any worker starts, so that they all read the same keys instead of racing to make them.
    const { loadOrCreateKeys } = await import('../gateway/src/keys.ts');
    const keys = await loadOrCreateKeys(options.dataDir);
    // Hosts starting at the same moment take turns: the second waits for the first's migrations
    // (and first seed), then finds nothing left to do.
    const waiting = () => log('Another start is preparing this database (migrations, demo data); waiting for it to finish ...');
    const seeded = await withDatabaseLock(ownerUrl, 'start', waiting, async () => {
      const authenticator = { password: keys.authenticatorPassword, chosen: Boolean(process.env.AUTHENTICATOR_PASSWORD) };
      const applied = await migrate(ownerUrl, { log, authenticator });
      if (applied.platform.length + applied.app.length) {
        log(`Applied ${applied.platform.length + applied.app.length} migrations.`);
      }
      if (options.seed === false || !exists('db/seed/seed.ts')) return false;
      const { isSeeded, seed } = await import('../db/seed/seed.ts');
      if (await isSeeded(ownerUrl)) return false;
      log('Seeding demo data (first start) ...');
      await seed(ownerUrl, { listings: options.listings, ...(options.team ? { team: options.team } : {}), log });
      return true;
    });

    const apiUrl = `http://localhost:${options.apiPort}`;
    const siteUrl = `http://localhost:${options.sitePort}`;
    // Where visitors reach the site and the API (behind a reverse proxy, on several hosts): emails'
    // links and the browser's API calls use these; this process and its callers keep the local ones.
    const publicSiteUrl = process.env.SITE_URL || siteUrl;
    const publicApiUrl = process.env.API_EXTERNAL_URL || apiUrl;
    // The local auth server mails nothing: its messages wait in the development mailbox, which
    // npm start serves unless LOCAL_MAILBOX=false (gateway workers inherit the variable). Its
    // address carries the mailbox token; the site names it only to visitors on this machine.
    const mailbox = mailboxUrls(apiUrl, keys.mailboxToken);
    const parts = new Map<string, Awaited<ReturnType<typeof supervise>>>();
    const giveUp = (message: string) => (options.onCrash ?? log)(message);
    const startPart = async (name: string, launch: Parameters<typeof supervise>[0]['launch'], onStart?: (child: ChildProcess) => void) => {
      const part = await supervise({ name, launch, log, onGiveUp: giveUp, onStart, policy: options.restartPolicy });
      parts.set(name, part);
      running.push({ name, stop: () => part.stop(), halt: () => part.halt() });
    };

    const workers = options.apiWorkers ?? apiWorkers();
    const gatewayEnv = {
      DATABASE_URL: databaseUrl, API_PORT: String(options.apiPort), DATA_DIR: options.dataDir,
      SITE_URL: publicSiteUrl, API_URL: publicApiUrl, API_REUSE_PORT: '1', GATEWAY_PROXY_SECRET: keys.proxySecret, API_METRICS_IPC: '1',
    };
    // Each worker's scrape of /metrics gathers them all through this process.
    const { metricsHub } = await import('../gateway/src/metricsHub.ts');
    const hub = metricsHub();
    for (let i = 1; i <= workers; i += 1) {
      const name = workers === 1 ? 'gateway' : `gateway worker ${i}`;
      await startPart(name, () => forkReady(GATEWAY_CLI, gatewayEnv, name), hub.attach);
    }
    // The monthly commission run is requested through SQL (run_monthly_commissions) and computed here.
    await startPart('commission worker', () => forkReady(COMMISSION_CLI, { DATABASE_URL: databaseUrl }, 'commission worker'));
    // Saved-search alerts: matched in the database, mailed through SMTP_URL (else the development mailbox).
    await startPart('alert worker', () => forkReady(ALERT_CLI, {
      DATABASE_URL: databaseUrl, SITE_URL: publicSiteUrl, ...(options.alertSmtpUrl ? { ALERT_SMTP_URL: options.alertSmtpUrl } : {}),
    }, 'alert worker'));

    const recordSite = () => writeRunRecord(options.dataDir, { pid: process.pid, site: { pid: parts.get('site server')?.pid() ?? 0, marker: SITE_MARKER } });
    await startPart('site server', () => launchSite({
      port: options.sitePort, apiUrl: publicApiUrl, anonKey: keys.anonKey, proxySecret: keys.proxySecret, mailboxUrl: mailbox.site, log,
    }).then((child) => {
      keepLastWords(child, child.stderr!);
      return child;
    }), () => {
      // The first start records after the part is registered, below.
      if (parts.has('site server')) recordSite();
    });
    recordSite();

    return {
      siteUrl,
      apiUrl,
      databaseUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      mailboxUrl: mailbox.own,
      seeded,
      pids: () => ({
        ...(database ? { [DATABASE_PART]: database.pid() } : {}),
        ...Object.fromEntries([...parts].map(([name, part]) => [name, part.pid()])),
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
