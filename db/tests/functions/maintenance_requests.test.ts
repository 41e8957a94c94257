import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import {
  anon, callAs, count, createAdmin, createUser, expectBusinessError, indiaToday, noUser, signedIn, useDatabase, type Actor,
} from './_support.ts';

const raise = 'select * from public.raise_maintenance_request($1, $2, $3)';
const assign = 'select * from public.assign_maintenance_request($1, $2)';
const close = 'select * from public.close_maintenance_request($1, $2)';

describe('maintenance request transitions', () => {
  const fx = useDatabase();
  let tenant: Actor;
  let pastTenant: Actor;
  let owner: Actor;
  let manager: Actor;
  let otherManager: Actor;
  let stranger: Actor;
  let admin: Actor;
  let property: string;

  async function lease(tenantId: string, start: string, end: string | null) {
    await fx.pool.query(
      `insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent) values ($1, $2, $3, $4, 28000)`,
      [property, tenantId, start, end],
    );
  }

  async function raised(): Promise<string> {
    const rows = await callAs(fx.pool, tenant, raise, [property, 'Geyser not heating', 'Trips the MCB']);
    return rows[0]?.id as string;
  }

  beforeAll(async () => {
    const today = await indiaToday(fx.pool);
    const year = Number(today.slice(0, 4));
    owner = signedIn(await createUser(fx.pool, 'Suresh Owner', ['landlord']), 'owner');
    tenant = signedIn(await createUser(fx.pool, 'Ananya Tenant', ['tenant']), 'tenant');
    pastTenant = signedIn(await createUser(fx.pool, 'Old Tenant', ['tenant']), 'past tenant');
    manager = signedIn(await createUser(fx.pool, 'Farhan Manager', ['property_manager']), 'manager');
    otherManager = signedIn(await createUser(fx.pool, 'Other Manager', ['property_manager']), 'other manager');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ({ aal2: admin } = await createAdmin(fx.pool));
    property = await createProperty(fx.pool, owner.sub as string, 'rented');
    await fx.pool.query(`insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`, [manager.sub, owner.sub]);
    await lease(tenant.sub as string, `${year - 1}-01-01`, null);
    await lease(pastTenant.sub as string, `${year - 3}-01-01`, `${year - 2}-12-31`);
  });

  describe('raise_maintenance_request', () => {
    it('a current tenant opens a request, and its history says raised', async () => {
      const rows = await callAs(fx.pool, tenant, raise, [property, '  Leaking tap ', ' Drips all night ']);
      expect(rows[0], 'the new request').toMatchObject({ status: 'open', title: 'Leaking tap', description: 'Drips all night', raised_by: tenant.sub });
      expect(await count(fx.pool, 'public.maintenance_request_events', `request_id = $1 and action = 'raised' and actor_id = $2`, [rows[0]?.id, tenant.sub]),
        'one raised entry').toBe(1);
    });

    it('refuses a past tenant, the owner and a stranger', async () => {
      const message = 'Only a current tenant of the property can raise a maintenance request';
      for (const actor of [pastTenant, owner, stranger]) {
        await expectBusinessError(callAs(fx.pool, actor, raise, [property, 'Fan broken', null]), message);
      }
    });

    it('needs a property and a title of at most 120 characters', async () => {
      await expectBusinessError(callAs(fx.pool, tenant, raise, [null, 'Fan', null]), 'Property id is required');
      await expectBusinessError(callAs(fx.pool, tenant, raise, [property, '   ', null]), 'Title is required');
      await expectBusinessError(callAs(fx.pool, tenant, raise, [property, 'x'.repeat(121), null]), 'Title must be at most 120 characters');
      await expectBusinessError(callAs(fx.pool, tenant, raise, [property, 'Fan', 'x'.repeat(2001)]), 'Description must be at most 2,000 characters');
    });

    it('cannot be written around: signed-in people have no direct insert', async () => {
      await expect(callAs(fx.pool, tenant, `insert into public.maintenance_requests (property_id, raised_by, title) values ($1, $2, 'x')`,
        [property, tenant.sub]), 'direct insert').rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('assign_maintenance_request', () => {
    it('the owner assigns to their manager: in progress, with who and when', async () => {
      const id = await raised();
      const rows = await callAs(fx.pool, owner, assign, [id, manager.sub]);
      expect(rows[0], 'assigned request').toMatchObject({ status: 'in_progress', assigned_to: manager.sub });
      expect(rows[0]?.assigned_at, 'assigned time').toBeTruthy();
      expect(await count(fx.pool, 'public.maintenance_request_events', `request_id = $1 and action = 'assigned' and assigned_to = $2`, [id, manager.sub]),
        'one assigned entry').toBe(1);
    });

    it('the manager takes it on themselves when no one is named', async () => {
      const id = await raised();
      expect((await callAs(fx.pool, manager, assign, [id, null]))[0]?.assigned_to, 'assignee').toBe(manager.sub);
    });

    it('refuses an assignee who is neither the owner nor their manager', async () => {
      const id = await raised();
      for (const who of [otherManager, tenant]) {
        await expectBusinessError(callAs(fx.pool, owner, assign, [id, who.sub]), 'Assign the request to the owner or one of their property managers');
      }
    });

    it('refuses the tenant, a manager of other landlords and a stranger', async () => {
      const id = await raised();
      for (const actor of [tenant, otherManager, stranger]) {
        await expectBusinessError(callAs(fx.pool, actor, assign, [id, owner.sub]), 'Only the owner or their property manager can change a maintenance request');
      }
    });

    it('an admin may assign to the owner', async () => {
      const id = await raised();
      expect((await callAs(fx.pool, admin, assign, [id, owner.sub]))[0]?.assigned_to, 'assignee').toBe(owner.sub);
    });

    it('says which request is missing', async () => {
      await expectBusinessError(callAs(fx.pool, owner, assign, [null, null]), 'Maintenance request id is required');
      await expectBusinessError(callAs(fx.pool, owner, assign, ['00000000-0000-4000-8000-000000000000', null]), 'Maintenance request not found');
    });
  });

  describe('close_maintenance_request', () => {
    it('the owner closes it with the resolution, once', async () => {
      const id = await raised();
      const rows = await callAs(fx.pool, owner, close, [id, ' Washer replaced ']);
      expect(rows[0], 'closed request').toMatchObject({ status: 'closed', resolution: 'Washer replaced' });
      expect(rows[0]?.closed_at, 'closed time').toBeTruthy();
      expect(await count(fx.pool, 'public.maintenance_request_events', `request_id = $1 and action = 'closed' and note = 'Washer replaced'`, [id]),
        'one closed entry').toBe(1);
      await expectBusinessError(callAs(fx.pool, owner, close, [id, 'Again']), 'Maintenance request is already closed');
      await expectBusinessError(callAs(fx.pool, owner, assign, [id, null]), 'Maintenance request is already closed');
    });

    it('the manager closes an assigned request', async () => {
      const id = await raised();
      await callAs(fx.pool, manager, assign, [id, null]);
      expect((await callAs(fx.pool, manager, close, [id, 'Electrician fixed the MCB']))[0]?.status, 'status').toBe('closed');
    });

    it('needs a resolution, and refuses the tenant', async () => {
      const id = await raised();
      await expectBusinessError(callAs(fx.pool, owner, close, [id, '  ']), 'Describe how the request was resolved');
      await expectBusinessError(callAs(fx.pool, tenant, close, [id, 'Fixed it myself']), 'Only the owner or their property manager can change a maintenance request');
      await expect(callAs(fx.pool, owner, `update public.maintenance_requests set status = 'closed' where id = $1`, [id]), 'direct update')
        .rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('callers without a user', () => {
    it("say 'No authenticated user', and anon may not call any of them", async () => {
      await expectBusinessError(callAs(fx.pool, noUser, raise, [property, 'Fan', null]), 'No authenticated user');
      await expectBusinessError(callAs(fx.pool, noUser, assign, [property, null]), 'No authenticated user');
      await expectBusinessError(callAs(fx.pool, noUser, close, [property, 'x']), 'No authenticated user');
      await expect(callAs(fx.pool, anon, raise, [property, 'Fan', null]), 'anon raise').rejects.toMatchObject({ code: '42501' });
      await expect(callAs(fx.pool, anon, assign, [property, null]), 'anon assign').rejects.toMatchObject({ code: '42501' });
      await expect(callAs(fx.pool, anon, close, [property, 'x']), 'anon close').rejects.toMatchObject({ code: '42501' });
    });
  });
});
