import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, count, createUser, expectBusinessError, noUser, signedIn, twiceAtOnce, useDatabase } from './_support.ts';

const call = 'select * from public.register_broker($1)';

describe('register_broker', () => {
  const fx = useDatabase();
  let userId: string;

  beforeAll(async () => {
    userId = await createUser(fx.pool, 'Qadir Broker');
  });

  describe('the new broker', () => {
    it('creates the broker (not activated) and a pending broker_registration payment', async () => {
      const [broker] = await callAs(fx.pool, signedIn(userId), call, [{ provider: 'cash', provider_payment_id: 'RCPT-11', city: 'Chennai' }]);
      expect(broker, 'broker').toMatchObject({
        user_id: userId, name: 'Qadir Broker', city: 'Chennai', phone: '+91 98765 43210', activated: false, reg_fee_paid: false,
      });
      const { rows } = await fx.pool.query(`select * from public.payments where broker_id = $1`, [broker?.id]);
      expect(rows, 'payment').toMatchObject([{
        kind: 'broker_registration', provider: 'cash', provider_payment_id: 'RCPT-11', amount: BROKER_REGISTRATION_FEE.toFixed(2), status: 'pending', user_id: userId,
      }]);
    });

    it('registering again is refused', async () => {
      await expectBusinessError(callAs(fx.pool, signedIn(userId), call, [{}]), 'Already registered as a broker');
    });

    it('two submits at once give one broker and one payment', async () => {
      const other = await createUser(fx.pool, 'Ritu Broker');
      const results = await twiceAtOnce(fx.pool, signedIn(other), call, [{ provider: 'upi' }]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.payments', 'user_id = $1', [other]), 'payments').toBe(1);
    });

    it('refuses an unknown payment provider and a form that is not an object', async () => {
      const other = await createUser(fx.pool, 'Sunil Broker');
      await expectBusinessError(callAs(fx.pool, signedIn(other), call, [{ provider: 'barter' }]), 'Invalid payment provider: barter');
      await expectBusinessError(callAs(fx.pool, signedIn(other), call, ['"x"']), 'Registration must be an object');
    });

    it('cannot create an activated broker directly', async () => {
      const other = await createUser(fx.pool, 'Tara Broker');
      await expect(callAs(fx.pool, signedIn(other), `insert into public.brokers (user_id, name, activated) values ($1, 'Tara', true)`, [other]),
        'direct insert').rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('anon', () => {
    it("says 'No authenticated user' without a user, and anon may not call it", async () => {
      await expectBusinessError(callAs(fx.pool, noUser, call, [{}]), 'No authenticated user');
      await expect(callAs(fx.pool, anon, call, [{}]), 'anon').rejects.toMatchObject({ code: '42501' });
    });
  });
});
