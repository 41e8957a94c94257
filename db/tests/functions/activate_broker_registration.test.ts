import { PAYMENT_HAS_NO_REFERENCE, PAYMENT_REFERENCE_USED } from '@rentals/core/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBroker, createRegistrationPayment } from './_fixtures.ts';
import {
  callAs, count, createAdmin, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.activate_broker_registration($1)';

describe('activate_broker_registration', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
  });
  async function pending(name: string, provider = 'upi') {
    const broker = await createBroker(fx.pool, name);
    return { ...broker, paymentId: await createRegistrationPayment(fx.pool, broker.id, broker.userId, provider) };
  }

  async function expectNothingWritten(brokerId: string, userId: string, paymentIds: string[], status: string) {
    expect(await count(fx.pool, 'public.payments', `id = any($1) and status = $2 and paid_at is null`, [paymentIds, status]),
      'payment status and paid time unchanged').toBe(paymentIds.length);
    expect(await count(fx.pool, 'public.brokers', `id = $1 and not activated and not reg_fee_paid and reg_paid_at is null`, [brokerId]),
      'broker not activated').toBe(1);
    expect(await count(fx.pool, 'public.user_roles', `user_id = $1 and role = 'broker'`, [userId]), 'no broker role').toBe(0);
    expect(await count(fx.pool, 'public.admin_audit_log', `action = 'activate_broker_registration' and target_id = $1`, [brokerId]),
      'no audit row').toBe(0);
  }

  describe('admin', () => {
    it('marks the payment succeeded and activates the broker with mode and reference, in one step', async () => {
      const { id, userId, paymentId } = await pending('Dev Broker', 'cash');
      const [broker] = await callAs(fx.pool, admin, call, [paymentId]);
      const { rows: [payment] } = await fx.pool.query(`select * from public.payments where id = $1`, [paymentId]);
      expect(payment?.status, 'payment status').toBe('succeeded');
      expect(broker, 'broker').toMatchObject({
        id, activated: true, reg_fee_paid: true, reg_payment_mode: 'cash', reg_payment_ref: payment?.provider_payment_id,
      });
      expect(payment?.provider_payment_id, 'the payment has a reference').toMatch(/^UPI-REF-\d+$/);
      expect(broker?.reg_paid_at, 'paid time of the broker is the payment\'s').toEqual(payment?.paid_at);
      expect(await count(fx.pool, 'public.user_roles', `user_id = $1 and role = 'broker'`, [userId]), 'broker role').toBe(1);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'activate_broker_registration' and target_id = $1`, [id]),
        'audit rows').toBe(1);
    });

    it('refuses a payment that already succeeded', async () => {
      const { paymentId } = await pending('Esha Broker');
      await callAs(fx.pool, admin, call, [paymentId]);
      await expectBusinessError(callAs(fx.pool, admin, call, [paymentId]), 'Payment already succeeded');
    });

    it('refuses unknown payments, other kinds and payments without a broker', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [null]), 'Payment id is required');
      await expectBusinessError(callAs(fx.pool, admin, call, ['00000000-0000-4000-8000-000000000000']), 'Payment not found');
      const { rows: [other] } = await fx.pool.query(`insert into public.payments (kind, amount) values ('rent', 100) returning id`);
      await expectBusinessError(callAs(fx.pool, admin, call, [other?.id]), 'Payment is not a broker registration');
      const { rows: [orphan] } = await fx.pool.query(
        `insert into public.payments (kind, amount) values ('broker_registration', 999) returning id`);
      await expectBusinessError(callAs(fx.pool, admin, call, [orphan?.id]), 'Payment has no broker');
    });

    it('refuses a payment without its reference, written before references were required, and writes nothing', async () => {
      for (const provider of ['upi', 'bank_transfer', 'cheque', 'razorpay']) {
        const broker = await createBroker(fx.pool, `Kiran ${provider} Broker`);
        const { rows: [payment] } = await fx.pool.query<{ id: string }>(
          `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
           values ('broker_registration', $1, ' ', 999, $2, $3) returning id`, [provider, broker.id, broker.userId]);
        await expectBusinessError(callAs(fx.pool, admin, call, [payment!.id]), PAYMENT_HAS_NO_REFERENCE);
        await expectNothingWritten(broker.id, broker.userId, [payment!.id], 'pending');
      }
    });

    it('activates one of two payments that repeat a UTR (kept from before references were unique), then refuses the other', async () => {
      const [first, second] = [await createBroker(fx.pool, 'Lata Broker'), await createBroker(fx.pool, 'Mohan Broker')];
      const repeat = async (broker: typeof first, provider: string, reference: string, repeated: boolean) =>
        (await fx.pool.query<{ id: string }>(
          `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id, repeated_reference)
           values ('broker_registration', $1, $2, 999, $3, $4, $5) returning id`,
          [provider, reference, broker.id, broker.userId, repeated])).rows[0]!.id;
      const upi = await repeat(first, 'upi', '777711112222', false);
      const bank = await repeat(second, 'bank_transfer', '7777 1111 2222', true);
      await callAs(fx.pool, admin, call, [bank]);
      await expectBusinessError(callAs(fx.pool, admin, call, [upi]), PAYMENT_REFERENCE_USED);
      await expectNothingWritten(first.id, first.userId, [upi], 'pending');
    });

    it('two admins activating two payments that repeat one UTR at once activate one broker', async () => {
      const [first, second] = [await createBroker(fx.pool, 'Nisha Broker'), await createBroker(fx.pool, 'Om Broker')];
      const ids: string[] = [];
      for (const [broker, provider, repeated] of [[first, 'upi', false], [second, 'razorpay', true]] as const) {
        const { rows } = await fx.pool.query<{ id: string }>(
          `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id, repeated_reference)
           values ('broker_registration', $1, 'utr-3141592653', 999, $2, $3, $4) returning id`, [provider, broker.id, broker.userId, repeated]);
        ids.push(rows[0]!.id);
      }
      const results = await twiceAtOnce(fx.pool, admin, call, [ids[0]], [ids[1]]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(results.find((r) => r.status === 'rejected')?.reason, 'refused as a business error')
        .toMatchObject({ code: 'P0001', message: PAYMENT_REFERENCE_USED });
      expect(await count(fx.pool, 'public.brokers', 'id = any($1) and activated', [[first.id, second.id]]), 'brokers activated').toBe(1);
    });

    it('refuses a failed payment and writes nothing', async () => {
      const { id, userId, paymentId } = await pending('Hari Broker');
      await fx.pool.query(`update public.payments set status = 'failed' where id = $1`, [paymentId]);
      await expectBusinessError(callAs(fx.pool, admin, call, [paymentId]), 'Payment is not pending');
      await expectNothingWritten(id, userId, [paymentId], 'failed');
    });

    it('refuses a second payment of a broker who is already active and writes nothing', async () => {
      const { id, userId, paymentId } = await pending('Indu Broker');
      await callAs(fx.pool, admin, call, [paymentId]);
      const second = await createRegistrationPayment(fx.pool, id, userId);
      const { rows: [before] } = await fx.pool.query(`select * from public.brokers where id = $1`, [id]);
      await expectBusinessError(callAs(fx.pool, admin, call, [second]), 'Broker is already active');
      const { rows: [after] } = await fx.pool.query(`select * from public.brokers where id = $1`, [id]);
      expect(after, 'broker row unchanged').toEqual(before);
      expect(await count(fx.pool, 'public.payments', `id = $1 and status = 'pending' and paid_at is null`, [second]),
        'second payment still pending').toBe(1);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'activate_broker_registration' and target_id = $1`, [id]),
        'one audit row').toBe(1);
    });

    it('two admins activating two payments of one broker at once give one activation and one audit row', async () => {
      const { id, userId, paymentId } = await pending('Jaya Broker');
      const second = await createRegistrationPayment(fx.pool, id, userId);
      const results = await twiceAtOnce(fx.pool, admin, call, [paymentId], [second]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.reason, 'refused as a business error').toMatchObject({ code: 'P0001', message: 'Broker is already active' });
      expect(await count(fx.pool, 'public.payments', `broker_id = $1 and status = 'succeeded'`, [id]),
        'succeeded payments').toBe(1);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'activate_broker_registration' and target_id = $1`, [id]),
        'audit rows').toBe(1);
    });

    it('two admins clicking at once give one activation and one audit row', async () => {
      const { id, paymentId } = await pending('Faiz Broker');
      const results = await twiceAtOnce(fx.pool, admin, call, [paymentId]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'activate_broker_registration' and target_id = $1`, [id]),
        'audit rows').toBe(1);
    });
  });

  describe('broker and others', () => {
    let broker: Awaited<ReturnType<typeof pending>>;
    beforeAll(async () => {
      broker = await pending('Gita Broker');
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(broker.userId) }), call, () => [broker.paymentId],
      'Only admins can activate brokers');

    it('the broker cannot activate themselves or mark their payment paid directly', async () => {
      const me = signedIn(broker.userId, 'broker');
      await expect(callAs(fx.pool, me, `update public.brokers set activated = true where id = $1`, [broker.id]),
        'direct activation').rejects.toMatchObject({ code: '42501' });
      await expect(callAs(fx.pool, me, `update public.payments set status = 'succeeded' where id = $1`, [broker.paymentId]),
        'direct payment update').rejects.toMatchObject({ code: '42501' });
    });
  });
});
