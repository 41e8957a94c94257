import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { callAs, count, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const apply = `insert into public.property_applications (property_id, user_id, move_in_date, notes)
  values ($1, $2, '2027-01-10', 'Working at Hinjewadi') returning id`;
const visit = `insert into public.property_visits (property_id, user_id, visit_type, scheduled_date)
  values ($1, $2, 'physical', $3) returning id`;
const SLOT = '2027-01-05T11:00:00+05:30';

describe('applications and visit requests from a listing page: one open request each', () => {
  const fx = useDatabase();
  let tenant: Actor;
  let propertyId: string;

  beforeAll(async () => {
    const owner = await createUser(fx.pool, 'Meera Owner', ['landlord']);
    propertyId = await createProperty(fx.pool, owner);
    await fx.pool.query('update public.properties set verified = true where id = $1', [propertyId]);
    tenant = signedIn(await createUser(fx.pool, 'Tanvi Tenant'), 'tenant');
  });

  describe('applicant', () => {
    it('a second application to the same listing is refused while the first is open', async () => {
      await callAs(fx.pool, tenant, apply, [propertyId, tenant.sub]);
      await expect(callAs(fx.pool, tenant, apply, [propertyId, tenant.sub]), 'second application')
        .rejects.toMatchObject({ code: '23505', constraint: 'property_applications_one_open_key' });
      expect(await count(fx.pool, 'public.property_applications', 'user_id = $1', [tenant.sub]), 'applications').toBe(1);
    });

    it('two tabs applying at once give one application', async () => {
      const other = signedIn(await createUser(fx.pool, 'Uma Tenant'), 'other tenant');
      const results = await Promise.allSettled([
        callAs(fx.pool, other, apply, [propertyId, other.sub]), callAs(fx.pool, other, apply, [propertyId, other.sub]),
      ]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.property_applications', 'user_id = $1', [other.sub]), 'applications').toBe(1);
    });

    it('after withdrawing, the person may apply again', async () => {
      await callAs(fx.pool, tenant, `update public.property_applications set status = 'withdrawn' where user_id = $1`, [tenant.sub]);
      await callAs(fx.pool, tenant, apply, [propertyId, tenant.sub]);
      expect(await count(fx.pool, 'public.property_applications', `user_id = $1 and status = 'pending'`, [tenant.sub]), 'open').toBe(1);
    });
  });

  describe('visitor', () => {
    it('one visit request per listing and slot; another slot is a new request', async () => {
      await callAs(fx.pool, tenant, visit, [propertyId, tenant.sub, SLOT]);
      await expect(callAs(fx.pool, tenant, visit, [propertyId, tenant.sub, SLOT]), 'same slot again')
        .rejects.toMatchObject({ code: '23505', constraint: 'property_visits_one_per_slot_key' });
      await callAs(fx.pool, tenant, visit, [propertyId, tenant.sub, '2027-01-06T11:00:00+05:30']);
      expect(await count(fx.pool, 'public.property_visits', 'user_id = $1', [tenant.sub]), 'visit requests').toBe(2);
    });

    it('a cancelled request frees its slot', async () => {
      await callAs(fx.pool, tenant, `update public.property_visits set status = 'cancelled' where user_id = $1 and scheduled_date = $2`,
        [tenant.sub, SLOT]);
      await callAs(fx.pool, tenant, visit, [propertyId, tenant.sub, SLOT]);
      expect(await count(fx.pool, 'public.property_visits', `user_id = $1 and status = 'requested'`, [tenant.sub]), 'live').toBe(2);
    });
  });
});
