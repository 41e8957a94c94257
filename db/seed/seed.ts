import pg from 'pg';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertActivity, makeActivity, makeCommissionRuns } from './activity.ts';
import { bulkLoad } from './bulk.ts';
import { makeCommissions } from './commissions.ts';
import { CITIES } from './data/cities.ts';
import { todayIst } from './dates.ts';
import { insertListings } from './listings.ts';
import { makeManaged } from './managed.ts';
import { makeNetwork } from './network.ts';
import { makePeople } from './people.ts';
import { Random, seedUuid } from './random.ts';
import { insertRows, TableRows } from './rows.ts';
import { insertTenancies } from './tenancies.ts';
import { insertTeam } from './team.ts';
import { makeUsers, upsertProfiles } from './users.ts';

export { DEMO_ACCOUNTS } from './accounts.ts';

/** The fixed seed: same seed, size and day give byte-identical rows. */
export const DEFAULT_SEED = 'rentals-india-v1';
export const DEFAULT_LISTINGS = 2000;
/** From this many listings on, the bulk path (indexes rebuilt after the load) is used. */
export const BULK_FROM = 50_000;

export interface SeedOptions {
  listings?: number;
  log?: (line: string) => void;
  seed?: string;
  /** The day the data is relative to ('YYYY-MM-DD'); default today on the Indian clock. */
  today?: string;
  /** Load listings with indexes rebuilt afterwards (see bulk.ts); default from BULK_FROM listings. */
  bulk?: boolean;
  /** Affiliates to add below the demo affiliate (team.ts), for the team screens at scale; default none. */
  team?: number;
}

export interface SeedResult {
  skipped: boolean;
  listings: number;
  users: number;
  ms: number;
}

/** Insertion order: parents before children. */
const TABLE_ORDER = [
  'auth.users', 'auth.identities', 'auth.mfa_factors', 'public.user_roles', 'public.brokers', 'public.payments',
  'public.shadow_balancing_audit', 'public.broker_volumes', 'public.affiliate_profiles', 'public.affiliate_registrations',
  'public.affiliate_metrics', 'public.affiliate_shadow_power', 'public.shadow_power_audit', 'public.affiliate_virtual_properties',
  'public.managed_rental_applications', 'public.managed_properties', 'public.managed_property_details',
  'public.managed_property_rvl_payments', 'public.managed_rental_commissions', 'public.commission_runs',
  'public.admin_audit_log', 'public.recent_searches',
];

/** Whether the demo data is there (the demo admin account exists). */
export async function isSeeded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ seeded: boolean }>(
      'select exists (select 1 from auth.users where lower(email) = lower($1)) as seeded',
      [(DEMO_ACCOUNTS[0] as { email: string }).email],
    );
    return Boolean(rows[0]?.seeded);
  } finally {
    await client.end();
  }
}

/**
 * Fills an empty, migrated database with demo data, in one transaction as the superuser (past
 * row-level security). Does nothing when the demo accounts already exist.
 */
export async function seed(url: string, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const listings = options.listings ?? DEFAULT_LISTINGS;
  const seedText = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? todayIst();
  if (!Number.isInteger(listings) || listings < 50) throw new Error(`listings must be an integer of at least 50, got ${listings}`);
  if (options.team !== undefined && (!Number.isInteger(options.team) || options.team < 0)) throw new Error(`team must be a whole number, got ${options.team}`);
  if (await isSeeded(url)) {
    log('seed: demo data already present, skipping');
    return { skipped: true, listings: 0, users: 0, ms: Date.now() - started };
  }
  const rng = new Random(seedText);
  const out = new TableRows();
  const people = makePeople(rng, seedText, listings, today);
  const network = makeNetwork(rng, seedText, people, out, today);
  makeManaged(rng, seedText, people, network, out, today, listings);
  const runSummaries = makeCommissions(seedText, out, today);
  makeCommissionRuns(seedText, people, out, today, runSummaries);
  makeActivity(rng, seedText, people, out, today, listings);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local statement_timeout = 0`);
    await client.query(`set local synchronous_commit = off`);
    await insertReference(client, seedText);
    await makeUsers(client, rng, seedText, people, network, out);
    for (const table of TABLE_ORDER.slice(0, 4)) await insertRows(client, table, out.get(table));
    await upsertProfiles(client, out.get('profiles'));
    for (const table of TABLE_ORDER.slice(4)) await insertRows(client, table, out.get(table));
    log(`seed: ${people.all.length} accounts, brokers, affiliates and managed rentals in ${Date.now() - started} ms`);
    const load = async () => {
      await insertListings(client, {
        seed: seedText, today, listings, log,
        landlords: people.byRole.landlord.map((p) => p.id), demoLandlord: people.demo.landlord.id,
        brokers: network.brokers.filter((b) => b.activated).map((b) => b.person.id),
      });
      log(`seed: ${listings.toLocaleString('en-IN')} listings in ${Date.now() - started} ms`);
      await insertActivity(client, { seed: seedText, listings, today, tenants: people.byRole.tenant.map((p) => p.id) });
    };
    await ((options.bulk ?? listings >= BULK_FROM) ? bulkLoad(client, load, log) : load());
    await insertRows(client, 'public.maintenance_requests', out.get('public.maintenance_requests'));
    await insertTenancies(client, { seed: seedText, today, people });
    if (options.team) {
      const rootEmail = (DEMO_ACCOUNTS.find((a) => a.role === 'affiliate') as { email: string }).email;
      await insertTeam(client, { seed: seedText, today, size: options.team, rootEmail });
      log(`seed: ${options.team.toLocaleString('en-IN')} affiliates below ${rootEmail} in ${Date.now() - started} ms`);
    }
    await client.query('commit');
    // What autovacuum would leave on a running service, without waiting for it: fresh statistics,
    // so the first searches after a bulk load are planned on real numbers, and the visibility map,
    // so counts read the index alone (the home page's count of listed homes: 197 heap pages before,
    // an index-only scan of 13 after, at the benchmark's 2,000 listings).
    await client.query('vacuum (analyze)');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  const ms = Date.now() - started;
  log(`seed: done in ${ms} ms`);
  return { skipped: false, listings, users: people.all.length, ms };
}

/** Cities and their localities (reference data; kept if a migration already added them). */
async function insertReference(client: pg.ClientBase, seedText: string) {
  const cities = CITIES.map((c) => ({ id: c.id, name: c.name, state: c.state }));
  await insertRows(client, 'public.cities', cities, 'on conflict do nothing');
  const localities = CITIES.flatMap((c) => c.localities.map((name) => ({ id: seedUuid(seedText, 'locality', `${c.id}:${name}`), city_id: c.id, name })));
  await insertRows(client, 'public.localities', localities, 'on conflict do nothing');
}
