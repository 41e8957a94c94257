import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDomainGateway, type Account, type DomainGateway, type Session } from '../domain/harness.ts';

// Finding 11: an admin's access token kept its powers on /rest/v1 after logout, until it expired.
let gw: DomainGateway;
let other: Account;
beforeAll(async () => {
  gw = await startDomainGateway();
  other = await gw.account('Someone Else', ['tenant']);
});
afterAll(() => gw.close());

async function adminPowers(token: string) {
  const api = gw.clientWithToken(token);
  const roles = await api.from('user_roles').select('user_id');
  const approval = await api.rpc('approve_property', { _property_id: crypto.randomUUID() });
  return {
    readsOthersRoles: (roles.data ?? []).some((row) => row.user_id === other.id),
    rpcRefusedAsNonAdmin: /Only admins/.test(approval.error?.message ?? ''),
  };
}

let admins = 0;
async function aal2(): Promise<Session> {
  const admin = await gw.account(`Session Admin ${++admins}`, ['admin']);
  const session = await gw.raiseToAal2(await gw.signIn(admin));
  expect(await adminPowers(session.accessToken), 'admin powers while signed in').toEqual({
    readsOthersRoles: true, rpcRefusedAsNonAdmin: false,
  });
  return session;
}

describe('admin powers end with the session, not with the token', () => {
  it.each(['local', 'global'] as const)('after logout (scope %s) the same token is a plain user', async (scope) => {
    const session = await aal2();
    const { error } = await session.client.auth.signOut({ scope });
    expect(error).toBeNull();
    const left = await gw.sql('select id from auth.sessions where user_id = $1', [session.id]);
    expect(left, 'the session is gone').toEqual([]);
    expect(await adminPowers(session.accessToken), 'the revoked token').toEqual({
      readsOthersRoles: false, rpcRefusedAsNonAdmin: true,
    });
    const own = await gw.clientWithToken(session.accessToken).from('user_roles').select('role');
    expect(own.data, 'a plain user still reads their own roles until the token expires').toEqual([{ role: 'admin' }]);
  });

  it('after the factor behind the session is removed, the token is a plain user', async () => {
    const session = await aal2();
    const factors = await session.client.auth.mfa.listFactors();
    const factorId = factors.data!.totp[0]!.id;
    expect((await session.client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await adminPowers(session.accessToken)).readsOthersRoles, 'the token of a session back at aal1').toBe(false);
  });
});
