// Rows written before the migrations of 5 December that their new rules would refuse or strand:
// the migrations mend them before adding their checks and indexes, and the product then works on
// them. The database is migrated up to just before those migrations, the rows are written, and the
// rest is applied as a deployment would.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAlertEmails } from '../src/alerts/deliver.ts';
import { createMailboxTransport } from '../src/mail/transport.ts';
import { migrate } from '../src/migrate.ts';
import { createDatabaseMigratedThrough, type TestDatabase } from '../src/testing.ts';

const BEFORE = 20261205109999;

describe('rows mended by the migrations of 5 December', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const before: Record<string, string> = {};

  const one = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<T>(sql, params)).rows[0]!;
  const user = async (name: string) =>
    (await one<{ id: string }>(`insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
      [`${name.toLowerCase().replace(/\W+/g, '.')}@example.in`, JSON.stringify({ full_name: name })])).id;

  beforeAll(async () => {
    db = await createDatabaseMigratedThrough(BEFORE);
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => {});

    // A match the old outbox race stranded: pending, in no email, its search's email already sent.
    const owner = await user('Owen Owner');
    const seeker = await user('Sita Seeker');
    before.search = (await one<{ id: string }>(
      `insert into public.saved_searches (user_id, name, filters) values ($1, 'Pune', '{"city":"Pune"}') returning id`, [seeker])).id;
    const listing = (await one<{ id: string }>(
      `insert into public.properties (title, listed_by, city, rent, bedrooms, verified) values ('Stranded home', $1, 'Pune', 30000, 2, true) returning id`,
      [owner])).id;
    await pool.query('delete from private.listing_publications');
    await pool.query(`insert into private.alert_emails (saved_search_id, status, sent_at) values ($1, 'sent', now())`, [before.search]);
    await pool.query(`insert into public.saved_search_matches (saved_search_id, property_id, user_id) values ($1, $2, $3)`,
      [before.search, listing, seeker]);

    await migrate(db.url);
  }, 240_000);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('gives a match the old outbox race left without an email one, which is then sent', async () => {
    expect(await deliverAlertEmails(pool, createMailboxTransport(pool), { siteUrl: 'http://localhost:4321' }), 'emails sent').toBe(1);
    const { rows } = await pool.query('select status from public.saved_search_matches where saved_search_id = $1', [before.search]);
    expect(rows, 'the stranded match').toEqual([{ status: 'emailed' }]);
  });
});
