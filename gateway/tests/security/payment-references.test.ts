import { PAYMENT_HAS_NO_REFERENCE, PAYMENT_REFERENCE_REQUIRED, PAYMENT_REFERENCE_USED } from '@rentals/core/validation/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusinessError, rpc } from '../domain/rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';

/**
 * A payment network's reference through /rest/v1 as the site and the console send it: one UTR
 * registers one broker whichever network it is quoted for; every provider but cash needs its
 * reference; a registration without one cannot be activated; the console reads which references
 * repeat another payment's.
 */
let dg: DomainGateway;
let admin: Session;

const register = async (name: string, form: Record<string, unknown>) =>
  rpc(await dg.signIn(await dg.account(name)), 'register_broker', { _registration: form });

beforeAll(async () => {
  dg = await startDomainGateway();
  admin = await dg.raiseToAal2(await dg.signIn(await dg.account('Avani Admin', ['admin'])));
});
afterAll(async () => {
  await dg?.close();
});

describe('register_broker through /rest/v1/rpc', () => {
  it('refuses a UPI UTR quoted again as a bank transfer with a 400, and registers nobody', async () => {
    expect((await register('Uday Broker', { provider: 'upi', provider_payment_id: '412345678901' })).status, 'first').toBe(200);
    await expectBusinessError(register('Vani Broker', { provider: 'bank_transfer', provider_payment_id: '4123 4567 8901' }),
      PAYMENT_REFERENCE_USED);
    expect(await dg.sql(`select 1 from public.brokers where name = 'Vani Broker'`), 'no second broker').toEqual([]);
  });

  it('refuses a UPI or bank registration without a reference with a 400', async () => {
    await expectBusinessError(register('Wasim Broker', { provider: 'upi' }), PAYMENT_REFERENCE_REQUIRED);
    await expectBusinessError(register('Yamini Broker', { provider: 'bank_transfer', provider_payment_id: '  ' }), PAYMENT_REFERENCE_REQUIRED);
    expect((await register('Zara Broker', { provider: 'cash' })).status, 'cash has no reference').toBe(200);
  });
});

describe('the console through /rest/v1 (admin at aal2)', () => {
  it('refuses to activate a registration written without its reference', async () => {
    const account = await dg.account('Farhan Broker');
    const [broker] = await dg.sql<{ id: string }>(`insert into public.brokers (user_id, name) values ($1, 'Farhan Broker') returning id`, [account.id]);
    const [payment] = await dg.sql<{ id: string }>(
      `insert into public.payments (kind, provider, amount, broker_id, user_id) values ('broker_registration', 'upi', 999, $1, $2) returning id`,
      [broker!.id, account.id]);
    await expectBusinessError(rpc(admin, 'activate_broker_registration', { _payment_id: payment!.id }), PAYMENT_HAS_NO_REFERENCE);
    const [after] = await dg.sql(`select activated from public.brokers where id = $1`, [broker!.id]);
    expect(after, 'not activated').toEqual({ activated: false });
  });

  it('reads with each registration whether its reference repeats another payment\'s', async () => {
    const account = await dg.account('Gauri Broker');
    const [broker] = await dg.sql<{ id: string }>(`insert into public.brokers (user_id, name) values ($1, 'Gauri Broker') returning id`, [account.id]);
    // A repeat kept from before references were unique across networks.
    await dg.sql(
      `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id, repeated_reference)
       values ('broker_registration', 'razorpay', '412345678901', 999, $1, $2, true)`, [broker!.id, account.id]);
    const { data, error } = await admin.client.from('payments')
      .select('provider, provider_payment_id, reference_repeated, brokers(name)')
      .eq('kind', 'broker_registration').order('created_at');
    expect(error, 'the list reads').toBeNull();
    expect(data, 'flags').toEqual([
      { provider: 'upi', provider_payment_id: '412345678901', reference_repeated: true, brokers: { name: 'Uday Broker' } },
      { provider: 'cash', provider_payment_id: null, reference_repeated: false, brokers: { name: 'Zara Broker' } },
      { provider: 'upi', provider_payment_id: null, reference_repeated: false, brokers: { name: 'Farhan Broker' } },
      { provider: 'razorpay', provider_payment_id: '412345678901', reference_repeated: true, brokers: { name: 'Gauri Broker' } },
    ]);
  });
});
