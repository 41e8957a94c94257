import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusinessError, rpc } from '../domain/rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';

/**
 * Issue 12, finding 3: an aal2 admin calling activate_broker_registration through /rest/v1 marked
 * a failed payment succeeded and activated one broker twice (two payments succeeded, two audit
 * rows). Only a pending registration payment of a broker who is not active yet is accepted.
 */
let dg: DomainGateway;
let admin: Session;

async function brokerWithPayments(name: string, payments: number): Promise<{ id: string; paymentIds: string[] }> {
  const account = await dg.account(name);
  const [broker] = await dg.sql<{ id: string }>(
    `insert into public.brokers (user_id, name, city) values ($1, $2, 'Pune') returning id`, [account.id, name]);
  const paymentIds: string[] = [];
  for (let i = 0; i < payments; i += 1) {
    const [payment] = await dg.sql<{ id: string }>(
      `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
       values ('broker_registration', 'upi', $1, 999, $2, $3) returning id`, [`UPI-${name}-${i}`, broker!.id, account.id]);
    paymentIds.push(payment!.id);
  }
  return { id: broker!.id, paymentIds };
}

async function state(brokerId: string) {
  const [row] = await dg.sql<{ succeeded: number; activated: boolean; audits: number }>(
    `select (select count(*)::int from public.payments where broker_id = $1 and status = 'succeeded') as succeeded,
            (select activated from public.brokers where id = $1) as activated,
            (select count(*)::int from public.admin_audit_log
              where action = 'activate_broker_registration' and target_id = $1::text) as audits`, [brokerId]);
  return row;
}

beforeAll(async () => {
  dg = await startDomainGateway();
  admin = await dg.raiseToAal2(await dg.signIn(await dg.account('Avani Admin', ['admin'])));
});
afterAll(async () => {
  await dg?.close();
});

describe('broker activation through /rest/v1/rpc (admin at aal2)', () => {
  it('refuses a failed payment with a 400 and activates nothing', async () => {
    const { id, paymentIds: [failed] } = await brokerWithPayments('Farhan Broker', 1);
    await dg.sql(`update public.payments set status = 'failed' where id = $1`, [failed]);
    await expectBusinessError(rpc(admin, 'activate_broker_registration', { _payment_id: failed }), 'Payment is not pending');
    expect(await state(id), 'nothing written').toEqual({ succeeded: 0, activated: false, audits: 0 });
    const [payment] = await dg.sql(`select status, paid_at from public.payments where id = $1`, [failed]);
    expect(payment, 'the failed payment stays failed').toEqual({ status: 'failed', paid_at: null });
  });

  it('refuses a second payment of a broker who is already active', async () => {
    const { id, paymentIds: [first, second] } = await brokerWithPayments('Gauri Broker', 2);
    const activated = await rpc(admin, 'activate_broker_registration', { _payment_id: first });
    expect(activated.status, 'first activation').toBe(200);
    await expectBusinessError(rpc(admin, 'activate_broker_registration', { _payment_id: second }), 'Broker is already active');
    expect(await state(id), 'one payment succeeded, one audit row').toEqual({ succeeded: 1, activated: true, audits: 1 });
  });

  it('two payments of one broker activated at once give one activation', async () => {
    const { id, paymentIds } = await brokerWithPayments('Hemant Broker', 2);
    const results = await Promise.all(paymentIds.map((p) => rpc(admin, 'activate_broker_registration', { _payment_id: p })));
    expect(results.map((r) => r.status).sort(), 'one 200, one 400').toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.error?.message).toBe('Broker is already active');
    expect(await state(id), 'one payment succeeded, one audit row').toEqual({ succeeded: 1, activated: true, audits: 1 });
  });
});
