import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createBroker, createProperty, createRegistrationPayment } from './_fixtures.ts';
import { callAs, createAdmin, createUser, itRefusesNonAdmins, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.admin_dashboard_stats() as stats';

describe('admin_dashboard_stats', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let ownerId: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    ownerId = await createUser(fx.pool, 'Kavya Owner', ['landlord']);
    const propertyId = await createProperty(fx.pool, ownerId);
    await createProperty(fx.pool, ownerId, 'rented');
    await fx.pool.query(
      `insert into public.maintenance_requests (property_id, raised_by, title, status)
       values ($1, $2, 'Leaking tap', 'open'), ($1, $2, 'Door lock', 'resolved')`, [propertyId, ownerId]);
    await createApplication(fx.pool, ownerId, 'submitted');
    await createApplication(fx.pool, ownerId, 'approved');
    const active = await createBroker(fx.pool, 'Arjun Broker');
    await fx.pool.query('update public.brokers set activated = true where id = $1', [active.id]);
    const waiting = await createBroker(fx.pool, 'Dev Broker');
    await createRegistrationPayment(fx.pool, waiting.id, waiting.userId);
  });

  describe('admin', () => {
    it('gives every card of the dashboard in one object, counted over whole tables', async () => {
      const [{ stats }] = (await callAs(fx.pool, admin, call)) as [{ stats: Record<string, unknown> }];
      const { rows } = await fx.pool.query<{ n: number }>('select count(*)::int as n from public.profiles');
      expect(stats, 'figures').toMatchObject({
        total_users: rows[0]?.n,
        active_brokers: 1,
        total_brokers: 2,
        total_properties: 2,
        total_revenue: 80000,
        pending_applications: 1,
        pending_broker_registrations: 1,
        open_maintenance_requests: 1,
        system_health: 'healthy',
      });
      expect(stats.total_users, 'the admin, the owner and two brokers').toBe(4);
    });

    it('counts a registration as pending until its payment succeeds', async () => {
      await fx.pool.query(`update public.payments set status = 'succeeded', paid_at = now() where kind = 'broker_registration'`);
      const [{ stats }] = (await callAs(fx.pool, admin, call)) as [{ stats: Record<string, unknown> }];
      expect(stats.pending_broker_registrations, 'after payment').toBe(0);
    });

    it('does not count a failed payment, which can never be activated', async () => {
      const failed = await createBroker(fx.pool, 'Esha Broker');
      const paymentId = await createRegistrationPayment(fx.pool, failed.id, failed.userId);
      await fx.pool.query(`update public.payments set status = 'failed' where id = $1`, [paymentId]);
      const [{ stats }] = (await callAs(fx.pool, admin, call)) as [{ stats: Record<string, unknown> }];
      expect(stats.pending_broker_registrations, 'a failed payment is not pending').toBe(0);
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(ownerId) }), call, () => [],
      'Only admins can view dashboard figures');
  });
});
