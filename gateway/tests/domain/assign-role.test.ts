import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusinessError, rpc } from './rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from './harness.ts';

/**
 * assign_role through the gateway on a database without any admin: the first-admin bootstrap is a
 * race between concurrent HTTP requests, and exactly one of them may win.
 */
let dg: DomainGateway;
let hari: Session;
let isha: Session;
let kiran: Session;
beforeAll(async () => {
  dg = await startDomainGateway();
  hari = await dg.signIn(await dg.account('Hari First'));
  isha = await dg.signIn(await dg.account('Isha Second'));
  kiran = await dg.signIn(await dg.account('Kiran Target'));
});
afterAll(async () => {
  await dg?.close();
});

describe('assign_role', () => {
  let winner: Session;

  it('two users racing to become the first admin: exactly one wins, the other gets a 400', async () => {
    const results = await Promise.all([
      rpc(hari, 'assign_role', { _user_id: hari.id, _role: 'admin' }),
      rpc(isha, 'assign_role', { _user_id: isha.id, _role: 'admin' }),
    ]);
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => ({ status: r.status, code: r.error?.code, message: r.error?.message }))).toEqual([
      { status: 400, code: 'P0001', message: 'Only admins can assign roles' },
    ]);
    winner = results[0]!.status === 200 ? hari : isha;
    expect(won[0]!.data).toMatchObject({ user_id: winner.id, role: 'admin' });
    const admins = await dg.sql(`select user_id from public.user_roles where role = 'admin'`);
    expect(admins).toEqual([{ user_id: winner.id }]);
  });

  it('the new admin needs the second factor before assigning roles to others', async () => {
    await expectBusinessError(rpc(winner, 'assign_role', { _user_id: kiran.id, _role: 'landlord' }), 'Only admins can assign roles');
    const elevated = await dg.raiseToAal2(winner);
    const { data, error, status } = await rpc(elevated, 'assign_role', { _user_id: kiran.id, _role: 'landlord' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ user_id: kiran.id, role: 'landlord' });
    expect(typeof data?.created_at).toBe('string');
  });

  it('a plain user may not give themselves a role; validation errors are 400s; anon may not call it', async () => {
    await expectBusinessError(rpc(kiran, 'assign_role', { _user_id: kiran.id, _role: 'admin' }), 'Only admins can assign roles');
    await expectBusinessError(rpc(kiran, 'assign_role', { _user_id: kiran.id, _role: 'affiliate' }),
      'The affiliate role comes with affiliate registration');
    // No execute grant for anon: a permission error, which PostgREST answers with 401 for anon.
    const { error, status } = await dg.anon().rpc('assign_role', { _user_id: kiran.id, _role: 'admin' });
    expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
  });
});
