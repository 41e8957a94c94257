import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { isSeeded, seed } from '../../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

const TODAY = '2026-11-21';

describe('seed (default size)', () => {
  let db: TestDatabase;
  let client: pg.Client;
  let seededBefore: boolean;
  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    seededBefore = await isSeeded(db.url);
    await seed(db.url, { today: TODAY });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('flips isSeeded and is a no-op the second time', async () => {
    expect(seededBefore, 'fresh database reported as seeded').toBe(false);
    expect(await isSeeded(db.url), 'isSeeded after seeding').toBe(true);
    const again = await seed(db.url, { today: TODAY });
    expect(again.skipped, 'second seed skipped').toBe(true);
    const [row] = await query<{ n: number }>('select count(*)::int as n from public.properties');
    expect(row?.n, 'listings after a second seed').toBe(2000);
  });

  it('creates every demo account with its role, a confirmed email identity and a bcrypt password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await query<{ ok: boolean; cost: string; confirmed: boolean; identities: number; roles: string[] }>(
        `select extensions.crypt($2, u.encrypted_password) = u.encrypted_password as ok,
                substr(u.encrypted_password, 1, 7) as cost, u.email_confirmed_at is not null as confirmed,
                (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities,
                array(select r.role::text from public.user_roles r where r.user_id = u.id) as roles
         from auth.users u where u.email = $1`,
        [account.email, account.password],
      );
      expect(user, `${account.email} exists`).toBeDefined();
      expect(user?.ok, `${account.email} password verifies`).toBe(true);
      expect(user?.cost, `${account.email} bcrypt cost 10`).toMatch(/^\$2[aby]\$10\$/);
      expect(user?.confirmed, `${account.email} confirmed`).toBe(true);
      expect(user?.identities, `${account.email} email identity`).toBe(1);
      expect(user?.roles, `${account.email} roles`).toContain(account.role);
    }
    const [wrong] = await query<{ ok: boolean }>(
      `select extensions.crypt('wrong password', encrypted_password) = encrypted_password as ok from auth.users where email = $1`,
      [DEMO_ACCOUNTS[0]?.email],
    );
    expect(wrong?.ok, 'a wrong password does not verify').toBe(false);
  });

  it('gives the demo admin a verified TOTP factor with the documented secret', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
    const rows = await query<{ secret: string }>(
      `select f.secret from auth.mfa_factors f join auth.users u on u.id = f.user_id
       where u.email = $1 and f.factor_type = 'totp' and f.status = 'verified'`,
      [admin?.email],
    );
    expect(rows.map((r) => r.secret), 'admin factor').toEqual([admin?.totp_secret]);
  });

  it('creates a profile per account with the sign-up details', async () => {
    const [row] = await query<{ users: number; profiles: number; phones: number }>(
      `select (select count(*)::int from auth.users) as users, count(*)::int as profiles,
              count(*) filter (where phone ~ '^\\+91[6-9][0-9]{9}$')::int as phones from public.profiles`,
    );
    expect(row?.profiles, 'one profile per user').toBe(row?.users);
    expect(row?.phones, 'every phone is an Indian mobile').toBe(row?.users);
  });

  it('has managed applications in every status and configured properties with paid and pending RVL', async () => {
    const statuses = await query<{ status: string }>('select distinct status::text from public.managed_rental_applications order by 1');
    expect(statuses.map((r) => r.status), 'application statuses').toEqual(['submitted', 'under_review', 'approved', 'declined', 'rejected'].sort());
    const [rvl] = await query<{ paid: number; pending: number; months: number }>(
      `select count(*) filter (where payment_status = 'paid')::int as paid, count(*) filter (where payment_status = 'pending')::int as pending,
              count(distinct payment_month)::int as months from public.managed_property_rvl_payments`,
    );
    expect(rvl?.paid, 'paid RVL payments').toBeGreaterThan(0);
    expect(rvl?.pending, 'pending RVL payments').toBeGreaterThan(0);
    expect(rvl?.months, 'months of RVL history').toBe(6);
    const [commissions] = await query<{ personal: number; differential: number }>(
      `select count(*) filter (where commission_type = 'personal')::int as personal,
              count(*) filter (where commission_type = 'differential')::int as differential from public.managed_rental_commissions`,
    );
    expect(commissions?.personal, 'personal commissions').toBeGreaterThan(0);
    expect(commissions?.differential, 'differential commissions').toBeGreaterThan(0);
    const [over] = await query<{ n: number }>(
      `select count(*)::int as n from (select source_payment_id from public.managed_rental_commissions
         group by source_payment_id having sum(percentage) > 35 or count(distinct level) <> count(*)) s`,
    );
    expect(over?.n, 'payments paying more than 35 % or a level twice').toBe(0);
  });

  it('has brokers of every rank and registration payments pending and paid', async () => {
    const ranks = await query<{ rank: string }>('select distinct current_rank::text as rank from public.brokers where current_rank is not null');
    expect(ranks.map((r) => r.rank).sort(), 'broker ranks').toEqual(['builder', 'chairman', 'director', 'executive', 'leader', 'starter']);
    const payments = await query<{ status: string }>(`select distinct status::text from public.payments where kind = 'broker_registration'`);
    expect(payments.map((r) => r.status), 'registration payment statuses').toEqual(expect.arrayContaining(['pending', 'succeeded']));
    const [mismatch] = await query<{ n: number }>(
      `select count(*)::int as n from public.brokers b
       where b.activated <> exists (select 1 from public.payments p where p.broker_id = b.id and p.status = 'succeeded')`,
    );
    expect(mismatch?.n, 'activated exactly when the registration is paid').toBe(0);
  });

  it('has shadow balancing active, expiring within 7 days and expired, relative to today', async () => {
    const [row] = await query<{ active: number; soon: number; expired: number }>(
      `select count(*) filter (where shadow_balancing_end_date > $1::date + 7)::int as active,
              count(*) filter (where shadow_balancing_end_date between $1::date + 1 and $1::date + 7)::int as soon,
              count(*) filter (where shadow_balancing_end_date < $1::date)::int as expired
       from public.brokers where shadow_balancing_enabled`,
      [TODAY],
    );
    expect(row?.active, 'active').toBeGreaterThan(0);
    expect(row?.soon, 'expiring soon').toBeGreaterThan(0);
    expect(row?.expired, 'expired').toBeGreaterThan(0);
    const [bad] = await query<{ n: number }>(
      `select count(*)::int as n from public.brokers where shadow_balancing_enabled and
         (shadow_balancing_end_date > shadow_balancing_start_date + 183 or shadow_balancing_reason is null)`,
    );
    expect(bad?.n, 'periods over 183 days or without reason').toBe(0);
  });

  it('builds a sponsor tree at least 10 levels deep', async () => {
    const [row] = await query<{ depth: number }>(
      `with recursive tree as (
         select affiliate_id, 1 as depth from public.affiliate_registrations where sponsor_id is null
         union all
         select r.affiliate_id, t.depth + 1 from public.affiliate_registrations r join tree t on r.sponsor_id = t.affiliate_id)
       select max(depth)::int as depth from tree`,
    );
    expect(row?.depth, 'tree depth').toBeGreaterThanOrEqual(10);
  });

  it('gives the demo tenant a current lease from the demo landlord, with rent paid up to last month, and the demo manager that portfolio', async () => {
    const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email;
    const [lease] = await query<{ owner: string; start_date: string; end_date: string; rented: boolean; months: number; due: number }>(
      `select o.email as owner, l.start_date::text, l.end_date::text, p.availability = 'rented' as rented,
              (select count(*)::int from public.rent_payments r where r.lease_id = l.id) as months,
              (select count(*)::int from public.rent_payments r where r.lease_id = l.id and r.status = 'due') as due
         from public.leases l join auth.users t on t.id = l.tenant_id
         join public.properties p on p.id = l.property_id join auth.users o on o.id = p.listed_by
        where t.email = $1`,
      [email('tenant')],
    );
    expect(lease, 'the demo tenant has a lease').toMatchObject({ owner: email('landlord'), start_date: '2026-03-01', end_date: '2027-01-31', rented: true });
    expect([lease?.months, lease?.due], 'rent rows March to November, November still due').toEqual([9, 1]);
    const [appointment] = await query<{ n: number }>(
      `select count(*)::int as n from public.property_manager_landlords a join auth.users m on m.id = a.manager_id
         join auth.users l on l.id = a.landlord_id where m.email = $1 and l.email = $2`,
      [email('property_manager'), email('landlord')],
    );
    expect(appointment?.n, 'the demo manager looks after the demo landlord').toBe(1);
    const [history] = await query<{ missing: number }>(
      `select count(*)::int as missing from public.maintenance_requests r
        where not exists (select 1 from public.maintenance_request_events e where e.request_id = r.id and e.action = 'raised')`,
    );
    expect(history?.missing, 'every seeded request has its raised entry').toBe(0);
    const [unleased] = await query<{ n: number }>(
      `select count(*)::int as n from public.maintenance_requests r join auth.users t on t.id = r.raised_by
        where t.email = $1 and not exists (select 1 from public.leases l where l.tenant_id = t.id and l.property_id = r.property_id)`,
      [email('tenant')],
    );
    expect(unleased?.n, 'the demo tenant raises requests only on a flat they rent, so their portal names it').toBe(0);
    const [leads] = await query<{ visits: number; applications: number }>(
      `select (select count(*)::int from public.property_visits v join public.properties p on p.id = v.property_id where p.listed_by = u.id) as visits,
              (select count(*)::int from public.property_applications a join public.properties p on p.id = a.property_id where p.listed_by = u.id) as applications
         from auth.users u where u.email = $1`,
      [email('broker')],
    );
    expect(leads?.visits, 'the demo broker has visits requested on their listings').toBeGreaterThan(0);
    expect(leads?.applications, 'and applications').toBeGreaterThan(0);
  });

  it('dates no completed visit and no received lead after today', async () => {
    const [future] = await query<{ completed: number; received: number }>(
      `select (select count(*)::int from public.property_visits where status = 'completed' and scheduled_date::date > $1::date) as completed,
              (select count(*)::int from public.property_visits where created_at::date > $1::date)
            + (select count(*)::int from public.property_applications where created_at::date > $1::date) as received`,
      [TODAY],
    );
    expect(future, 'nothing done or received in the future').toEqual({ completed: 0, received: 0 });
  });
});
