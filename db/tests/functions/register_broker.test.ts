import { PAYMENT_REFERENCE_REQUIRED, PAYMENT_REFERENCE_USED } from '@rentals/core/validation/messages';
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
      const results = await twiceAtOnce(fx.pool, signedIn(other), call, [{ provider: 'upi', provider_payment_id: '555566667777' }]);
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

  describe('payment references', () => {
    it('accepts a UPI reference once, whatever its spacing and case', async () => {
      const first = await createUser(fx.pool, 'Uday Broker');
      const second = await createUser(fx.pool, 'Vani Broker');
      await callAs(fx.pool, signedIn(first), call, [{ provider: 'upi', provider_payment_id: '412345678901' }]);
      await expectBusinessError(
        callAs(fx.pool, signedIn(second), call, [{ provider: 'upi', provider_payment_id: ' 4123 4567 8901 ' }]),
        PAYMENT_REFERENCE_USED);
      expect(await count(fx.pool, 'public.brokers', 'user_id = $1', [second]), 'no second broker').toBe(0);
      expect(await count(fx.pool, 'public.payments', `provider_payment_id = '412345678901'`), 'one payment').toBe(1);
    });

    it('two people quoting one reference at the same moment give one payment', async () => {
      const [a, b] = [await createUser(fx.pool, 'Wasim Broker'), await createUser(fx.pool, 'Yamini Broker')];
      const form = { provider: 'upi', provider_payment_id: 'ab12cd34ef56' };
      const results = await Promise.allSettled([
        callAs(fx.pool, signedIn(a), call, [form]), callAs(fx.pool, signedIn(b), call, [form]),
      ]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.payments', `public.normalize_payment_reference(provider_payment_id) = 'AB12CD34EF56'`), 'one payment').toBe(1);
    });

    it('refuses a UTR used for UPI again as a bank transfer or a Razorpay payment, and the other way round', async () => {
      const upi = await createUser(fx.pool, 'Zubin Broker');
      await callAs(fx.pool, signedIn(upi), call, [{ provider: 'upi', provider_payment_id: '998877665544' }]);
      for (const [provider, reference] of [['bank_transfer', '9988 7766 5544'], ['razorpay', ' 998877665544']] as const) {
        const other = await createUser(fx.pool, `Other ${provider} Broker`);
        await expectBusinessError(callAs(fx.pool, signedIn(other), call, [{ provider, provider_payment_id: reference }]),
          PAYMENT_REFERENCE_USED);
        expect(await count(fx.pool, 'public.brokers', 'user_id = $1', [other]), `no broker for the ${provider} registration`).toBe(0);
      }
      const bank = await createUser(fx.pool, 'Anil Broker');
      const upiAfter = await createUser(fx.pool, 'Bela Broker');
      await callAs(fx.pool, signedIn(bank), call, [{ provider: 'bank_transfer', provider_payment_id: 'hdfcn52026120511' }]);
      await expectBusinessError(callAs(fx.pool, signedIn(upiAfter), call, [{ provider: 'upi', provider_payment_id: 'HDFCN52026120511' }]),
        PAYMENT_REFERENCE_USED);
    });

    it('needs a reference for UPI, bank transfer, cheque and Razorpay; cash has none', async () => {
      for (const provider of ['upi', 'bank_transfer', 'cheque', 'razorpay']) {
        for (const reference of [undefined, '', ' \t ']) {
          const other = await createUser(fx.pool, `Nameless ${provider} Broker`);
          await expectBusinessError(callAs(fx.pool, signedIn(other), call, [{ provider, provider_payment_id: reference }]),
            PAYMENT_REFERENCE_REQUIRED);
          expect(await count(fx.pool, 'public.brokers', 'user_id = $1', [other]), `no broker paying by ${provider}`).toBe(0);
        }
      }
      const cash = await createUser(fx.pool, 'Chetan Broker');
      await callAs(fx.pool, signedIn(cash), call, [{ provider: 'cash' }]);
      expect(await count(fx.pool, 'public.payments', `user_id = $1 and provider = 'cash' and provider_payment_id is null`, [cash]),
        'a cash registration without a reference').toBe(1);
    });

    it('a cheque number may repeat another cheque\'s: banks number their own', async () => {
      const [a, b] = [await createUser(fx.pool, 'Deepa Broker'), await createUser(fx.pool, 'Eknath Broker')];
      await callAs(fx.pool, signedIn(a), call, [{ provider: 'cheque', provider_payment_id: '000123' }]);
      await callAs(fx.pool, signedIn(b), call, [{ provider: 'cheque', provider_payment_id: '000123' }]);
      expect(await count(fx.pool, 'public.payments', `provider = 'cheque' and provider_payment_id = '000123'`), 'both cheques').toBe(2);
    });

    it('a direct insert of a used reference is refused too', async () => {
      const [payment] = (await fx.pool.query(`select broker_id, user_id from public.payments where provider_payment_id = '412345678901'`)).rows;
      await expect(fx.pool.query(
        `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
         values ('broker_registration', 'upi', '4123 4567 8901', 999, $1, $2)`, [payment?.broker_id, payment?.user_id]),
      'second row with the same UTR').rejects.toMatchObject({ code: '23505', constraint: 'payments_provider_payment_id_key' });
      await expect(fx.pool.query(
        `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
         values ('broker_registration', 'bank_transfer', '412345678901', 999, $1, $2)`, [payment?.broker_id, payment?.user_id]),
      'the same UTR as a bank transfer').rejects.toMatchObject({ code: '23505', constraint: 'payments_provider_payment_id_key' });
    });
  });

  describe('anon', () => {
    it("says 'No authenticated user' without a user, and anon may not call it", async () => {
      await expectBusinessError(callAs(fx.pool, noUser, call, [{}]), 'No authenticated user');
      await expect(callAs(fx.pool, anon, call, [{}]), 'anon').rejects.toMatchObject({ code: '42501' });
    });
  });
});
