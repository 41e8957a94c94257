import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const getUser = (headers: Record<string, string>) => fetch(`${gateway.url}/auth/v1/user`, { headers });
const logout = (token: string, scope: string) =>
  fetch(`${gateway.url}/auth/v1/logout?scope=${scope}`, { method: 'POST', headers: authHeaders(gateway, token) });
const signIn = async (email: string, password: string) => {
  const { data, error } = await gateway.client().auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session!;
};

describe('logout and /user (conformance 24)', () => {
  it('logs out globally with 204; the access token then meets session_not_found', async () => {
    const { session } = await createSignedInUser(gateway);
    expect((await getUser(authHeaders(gateway, session.access_token))).status).toBe(200);
    const response = await logout(session.access_token, 'global');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const after = await getUser(authHeaders(gateway, session.access_token));
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('answers no_authorization without a bearer and bad_jwt for the anon key', async () => {
    const { authorization: _none, ...withoutBearer } = authHeaders(gateway);
    const missing = await getUser(withoutBearer);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
    const anon = await getUser(authHeaders(gateway));
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  it('scope=local ends only this session, scope=others all the rest', async () => {
    const { email, password } = await createSignedInUser(gateway);
    const [one, two, three] = [await signIn(email, password), await signIn(email, password), await signIn(email, password)];
    expect((await logout(one.access_token, 'local')).status).toBe(204);
    expect((await getUser(authHeaders(gateway, one.access_token))).status).toBe(403);
    expect((await getUser(authHeaders(gateway, two.access_token))).status).toBe(200);
    expect((await logout(two.access_token, 'others')).status).toBe(204);
    expect((await getUser(authHeaders(gateway, two.access_token))).status).toBe(200);
    expect((await getUser(authHeaders(gateway, three.access_token))).status).toBe(403);
  });

  it('signOut through supabase-js revokes the refresh token', async () => {
    const { email, password } = await createSignedInUser(gateway);
    const client = gateway.client();
    const { data } = await client.auth.signInWithPassword({ email, password });
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refreshed = await gateway.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });
});
