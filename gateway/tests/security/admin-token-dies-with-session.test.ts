import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDomainGateway, type Account, type DomainGateway } from '../domain/harness.ts';

/**
 * Finding 11: an access token kept working on /rest/v1 after logout until it expired. Admin
 * powers (has_role's aal2 branch, is_admin) now need the token's session to still exist, so an
 * admin token copied before logout reads and does only what a plain user may.
 */
let dg: DomainGateway;
let target: Account;
beforeAll(async () => {
  dg = await startDomainGateway();
  target = await dg.account('Tara Target');
  await dg.account('Bina Broker', ['broker']);
});
afterAll(async () => {
  await dg?.close();
});

function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${dg.url}${path}`, {
    method,
    headers: {
      apikey: dg.gateway.keys.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function roleRows(token: string): Promise<{ user_id: string }[]> {
  const response = await call(token, 'GET', '/rest/v1/user_roles?select=user_id,role');
  expect(response.status).toBe(200);
  return (await response.json()) as { user_id: string }[];
}

describe.each(['local', 'global'])('an aal2 admin token after logout (scope=%s)', (scope) => {
  it('loses every admin power on /rest/v1', async () => {
    const admin = await dg.account(`Asha Admin ${scope}`, ['admin']);
    const { accessToken } = await dg.raiseToAal2(await dg.signIn(admin));
    const allRoles = await dg.sql<{ n: number }>('select count(*)::int as n from public.user_roles');

    expect((await roleRows(accessToken)).length, 'admin reads every role row').toBe(allRoles[0]!.n);
    const assign = await call(accessToken, 'POST', '/rest/v1/rpc/assign_role', { _user_id: target.id, _role: 'tenant' });
    expect(assign.status, 'admin RPC before logout').toBe(200);
    const isAdmin = await call(accessToken, 'POST', '/rest/v1/rpc/is_admin', {});
    expect(await isAdmin.json(), 'is_admin before logout').toBe(true);

    const logout = await call(accessToken, 'POST', `/auth/v1/logout?scope=${scope}`);
    expect(logout.status).toBe(204);

    const after = await roleRows(accessToken);
    expect(after.length, 'only their own rows').toBeGreaterThan(0);
    expect(after.every((row) => row.user_id === admin.id), 'rows of other users after logout').toBe(true);
    const refused = await call(accessToken, 'POST', '/rest/v1/rpc/assign_role', { _user_id: target.id, _role: 'landlord' });
    expect(refused.status, 'admin RPC after logout').toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'P0001', message: 'Only admins can assign roles' });
    const notAdmin = await call(accessToken, 'POST', '/rest/v1/rpc/is_admin', {});
    expect(await notAdmin.json(), 'is_admin after logout').toBe(false);
    const landlord = await dg.sql(`select 1 from public.user_roles where user_id = $1 and role = 'landlord'`, [target.id]);
    expect(landlord, 'no role granted after logout').toEqual([]);
  });
});
