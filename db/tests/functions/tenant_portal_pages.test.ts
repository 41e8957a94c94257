import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

// The tenant portal's two page functions: the caller's own rows only, as the REST reads they
// replace gave them, through every table's row-level security.
const tenancy = 'select public.tenant_tenancy($1, $2) as page';
const activity = 'select public.tenant_activity() as page';
const overview = 'select public.tenant_overview($1) as page';

async function id(pool: pg.Pool, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(sql, params);
  return rows[0]!.id;
}

interface TenancyPage {
  leases: { lease: Record<string, unknown>; property: Record<string, unknown> | null; party: Record<string, unknown> | null; rent: Record<string, unknown>[] }[];
  requests: (Record<string, unknown> & { events: Record<string, unknown>[] })[];
}

describe('tenant_tenancy, tenant_activity and tenant_overview', () => {
  const fx = useDatabase();
  let tenant: Actor;
  let otherTenant: Actor;
  let stranger: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const owner = await createUser(fx.pool, 'Suresh Reddy', ['landlord']);
    tenant = signedIn(await createUser(fx.pool, 'Ananya Sharma', ['tenant']), 'tenant');
    otherTenant = signedIn(await createUser(fx.pool, 'Rahul Verma', ['tenant']), 'other tenant');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ids.home = await createProperty(fx.pool, owner, 'rented');
    ids.otherHome = await createProperty(fx.pool, owner, 'rented');
    ids.listed = await createProperty(fx.pool, owner);
    // Listed (verified): what the tenant applied for and visits is theirs to see.
    await fx.pool.query('update public.properties set verified = true where id = $1', [ids.listed]);
    const lease = `insert into public.leases (property_id, tenant_id, start_date, monthly_rent, rent_due_day) values ($1, $2, $3, 28000, 5) returning id`;
    ids.earlier = await id(fx.pool, lease, [ids.otherHome, tenant.sub, '2025-01-01']);
    ids.lease = await id(fx.pool, lease, [ids.home, tenant.sub, '2026-01-01']);
    ids.theirs = await id(fx.pool, lease, [ids.otherHome, otherTenant.sub, '2026-02-01']);
    const rent = `insert into public.rent_payments (lease_id, month, amount, due_date) values ($1, $2, 28000, $2::date + 4)`;
    for (const month of ['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01']) await fx.pool.query(rent, [ids.lease, month]);
    await fx.pool.query(rent, [ids.theirs, '2026-11-01']);
    ids.request = await id(fx.pool, `insert into public.maintenance_requests (property_id, raised_by, title) values ($1, $2, 'Leaking tap') returning id`, [ids.home, tenant.sub]);
    await fx.pool.query(`insert into public.maintenance_request_events (request_id, actor_id, action, status) values ($1, $2, 'raised', 'open')`, [ids.request, tenant.sub]);
    await fx.pool.query(`insert into public.maintenance_requests (property_id, raised_by, title) values ($1, $2, 'Their tap')`, [ids.otherHome, otherTenant.sub]);
    ids.application = await id(fx.pool, `insert into public.property_applications (property_id, user_id) values ($1, $2) returning id`, [ids.listed, tenant.sub]);
    ids.visit = await id(fx.pool, `insert into public.property_visits (property_id, user_id) values ($1, $2) returning id`, [ids.listed, tenant.sub]);
    await fx.pool.query(`insert into public.property_applications (property_id, user_id) values ($1, $2)`, [ids.listed, otherTenant.sub]);
  });

  const tenancyOf = async (actor: Actor, until: string | null, maintenance: boolean) =>
    (await callAs<{ page: TenancyPage }>(fx.pool, actor, tenancy, [until, maintenance]))[0]!.page;

  it("gives the tenant their leases, newest first, each with its property, landlord and rent up to the month asked", async () => {
    const page = await tenancyOf(tenant, '2026-12-01', false);
    expect(page.leases.map((l) => l.lease.id)).toEqual([ids.lease, ids.earlier]);
    const [current] = page.leases;
    expect(current!.lease).toMatchObject({ property_id: ids.home, tenant_id: tenant.sub, start_date: '2026-01-01', monthly_rent: 28000, rent_due_day: 5 });
    expect(current!.property).toEqual({ id: ids.home, title: '2 BHK in Baner', city: 'pune', locality: 'Baner' });
    expect(current!.party).toMatchObject({ lease_id: ids.lease, owner_name: 'Suresh Reddy', tenant_name: 'Ananya Sharma' });
    expect(current!.rent.map((r) => r.month), 'months up to December, newest first; January is to come').toEqual(['2026-12-01', '2026-11-01', '2026-10-01']);
    expect(current!.rent[0]).toMatchObject({ lease_id: ids.lease, amount: 28000, due_date: '2026-12-05', status: 'due' });
    expect(page.leases[1]!.rent).toEqual([]);
    expect(page.requests, 'requests only when asked').toEqual([]);
  });

  it('gives no rent when no month is asked, and the requests the tenant raised with their history when asked', async () => {
    const page = await tenancyOf(tenant, null, true);
    expect(page.leases.flatMap((l) => l.rent)).toEqual([]);
    expect(page.requests.map((r) => [r.id, r.title])).toEqual([[ids.request, 'Leaking tap']]);
    expect(page.requests[0]!.events).toEqual([expect.objectContaining({ action: 'raised', status: 'open', note: null })]);
  });

  it("gives the tenant their applications and visits, each with its property, and nobody else's", async () => {
    type ActivityPage = { applications: Record<string, unknown>[]; visits: Record<string, unknown>[] };
    const page = (await callAs<{ page: ActivityPage }>(fx.pool, tenant, activity))[0]!.page;
    expect(page.applications.map((a) => a.id)).toEqual([ids.application]);
    expect(page.applications[0]).toMatchObject({ status: 'pending', property: { id: ids.listed, title: '2 BHK in Baner', city: 'pune', locality: 'Baner' } });
    expect(page.visits.map((v) => v.id)).toEqual([ids.visit]);
    expect(page.visits[0]!.property).toMatchObject({ id: ids.listed });
  });

  it('gives another tenant only theirs, a stranger nothing, and anon no call', async () => {
    const theirs = await tenancyOf(otherTenant, '2026-12-01', true);
    expect(theirs.leases.map((l) => l.lease.id)).toEqual([ids.theirs]);
    expect(theirs.leases[0]!.rent.map((r) => r.month)).toEqual(['2026-11-01']);
    expect(theirs.requests.map((r) => r.title)).toEqual(['Their tap']);
    expect(await tenancyOf(stranger, '2026-12-01', true)).toEqual({ leases: [], requests: [] });
    expect((await callAs(fx.pool, stranger, activity))[0]!.page).toEqual({ applications: [], visits: [] });
    await expect(callAs(fx.pool, anon, tenancy, ['2026-12-01', true]), 'anon').rejects.toMatchObject({ code: '42501' });
    await expect(callAs(fx.pool, anon, activity), 'anon').rejects.toMatchObject({ code: '42501' });
  });

  it('gives the overview as the two calls it stands for, and anon no call', async () => {
    const page = (await callAs<{ page: unknown }>(fx.pool, tenant, overview, ['2026-12-01']))[0]!.page;
    expect(page).toEqual({
      tenancy: await tenancyOf(tenant, '2026-12-01', false),
      activity: (await callAs(fx.pool, tenant, activity))[0]!.page,
    });
    await expect(callAs(fx.pool, anon, overview, ['2026-12-01']), 'anon').rejects.toMatchObject({ code: '42501' });
  });
});
