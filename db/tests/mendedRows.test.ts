// Rows written before the migrations of 5 December that their new rules would refuse or strand:
// the migrations mend them before adding their checks and indexes, and the product then works on
// them. The database is migrated up to just before those migrations, the rows are written, and the
// rest is applied as a deployment would.
import { PAYMENT_HAS_NO_REFERENCE, PAYMENT_REFERENCE_USED } from '@rentals/core/validation/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAlertEmails } from '../src/alerts/deliver.ts';
import { createMailboxTransport } from '../src/mail/transport.ts';
import { migrate } from '../src/migrate.ts';
import { createDatabaseMigratedThrough, type TestDatabase } from '../src/testing.ts';
import { callAs, createAdmin, expectBusinessError, type Actor } from './functions/_support.ts';

const BEFORE = 20261205109999;

describe('rows mended by the migrations of 5 December', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const before: Record<string, string> = {};
  let admin: Actor;

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

    // One UTR quoted for three providers (the old index keyed on provider too), the bank transfer
    // already settled; and a UPI registration without any reference.
    const payment = async (name: string, provider: string, reference: string | null, status = 'pending') => {
      const userId = await user(name);
      const broker = (await one<{ id: string }>(`insert into public.brokers (user_id, name) values ($1, $2) returning id`, [userId, name])).id;
      return (await one<{ id: string }>(
        `insert into public.payments (kind, provider, provider_payment_id, amount, status, broker_id, user_id)
         values ('broker_registration', $1, $2, 999, $3, $4, $5) returning id`, [provider, reference, status, broker, userId])).id;
    };
    before.upi = await payment('Uma Broker', 'upi', '246813579024');
    before.bank = await payment('Balu Broker', 'bank_transfer', '2468 1357 9024', 'succeeded');
    before.razorpay = await payment('Rekha Broker', 'razorpay', ' 246813579024 ');
    before.unique = await payment('Yash Broker', 'upi', '135724680135');
    before.noReference = await payment('Nanda Broker', 'upi', null);

    // Names the old checks let through (they trimmed spaces only) or had no check for.
    const person = await user('Hari Kumar');
    await pool.query(`update public.profiles set full_name = $2, first_name = $3, last_name = '' where user_id = $1`,
      [person, '\tHari\nKumar ', 'Ha\u0007ri']);
    before.person = person;
    before.titled = (await one<{ id: string }>(
      `insert into public.properties (title, listed_by, city, rent, bedrooms) values ($1, $2, 'Pune', 30000, 2) returning id`,
      ['2 BHK\r\nin Baner\t', owner])).id;
    before.untitled = (await one<{ id: string }>(
      `insert into public.properties (title, listed_by, city, rent, bedrooms) values ($1, $2, 'Pune', 30000, 2) returning id`,
      ['\t\u0007', owner])).id;
    await pool.query('delete from private.listing_publications');
    before.plain = (await one<{ id: string }>(`insert into public.saved_searches (user_id, name) values ($1, 'Baner') returning id`, [seeker])).id;
    before.tabbed = (await one<{ id: string }>(`insert into public.saved_searches (user_id, name) values ($1, $2) returning id`, [seeker, 'baner\t'])).id;
    before.broker = (await one<{ id: string }>(`insert into public.brokers (user_id, name) values ($1, $2) returning id`, [person, '\t'])).id;

    await migrate(db.url);
    ({ aal2: admin } = await createAdmin(pool));
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

  it('keeps the payments that repeat one UTR across providers, outside the unique index, each flagged', async () => {
    const { rows } = await pool.query<{ id: string; repeated_reference: boolean; flagged: boolean }>(
      `select id, repeated_reference, public.reference_repeated(p) as flagged from public.payments p where id = any($1)`,
      [[before.upi, before.bank, before.razorpay, before.unique]]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(before.bank!), 'the settled payment keeps its reference in the index').toEqual({ id: before.bank, repeated_reference: false, flagged: true });
    expect(byId.get(before.upi!), 'a repeat').toEqual({ id: before.upi, repeated_reference: true, flagged: true });
    expect(byId.get(before.razorpay!), 'a repeat').toEqual({ id: before.razorpay, repeated_reference: true, flagged: true });
    expect(byId.get(before.unique!), 'a reference of its own').toEqual({ id: before.unique, repeated_reference: false, flagged: false });
  });

  it('refuses to activate a repeat of a settled UTR, and a registration without a reference', async () => {
    const call = 'select * from public.activate_broker_registration($1)';
    await expectBusinessError(callAs(pool, admin, call, [before.upi]), PAYMENT_REFERENCE_USED);
    await expectBusinessError(callAs(pool, admin, call, [before.noReference]), PAYMENT_HAS_NO_REFERENCE);
    await callAs(pool, admin, call, [before.unique]);
  });

  it('mends names that would break the new checks: control characters become a space, the ends are trimmed', async () => {
    expect((await pool.query('select full_name, first_name, last_name from public.profiles where user_id = $1', [before.person])).rows,
      'profile').toEqual([{ full_name: 'Hari Kumar', first_name: 'Ha ri', last_name: null }]);
    const titles = await pool.query<{ id: string; title: string }>('select id, title from public.properties where id = any($1)', [[before.titled, before.untitled]]);
    expect(new Map(titles.rows.map((row) => [row.id, row.title])), 'titles').toEqual(new Map([
      [before.titled, '2 BHK in Baner'], [before.untitled, 'Untitled listing'],
    ]));
    expect((await pool.query('select name from public.brokers where id = $1', [before.broker])).rows, 'a blank broker name takes the profile\'s')
      .toEqual([{ name: 'Hari Kumar' }]);
  });

  it('gives a mended saved-search name that meets another of the same person\'s a number', async () => {
    const { rows } = await pool.query<{ id: string; name: string }>('select id, name from public.saved_searches where id = any($1)', [[before.plain, before.tabbed]]);
    expect(new Map(rows.map((row) => [row.id, row.name]))).toEqual(new Map([[before.plain, 'Baner'], [before.tabbed, 'baner (2)']]));
  });
});
