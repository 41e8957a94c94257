import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, decodeJwt, createSignedInUser, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
  for (let i = 0; i < 3; i += 1) await createSignedInUser(gateway);
});
afterAll(() => gateway.close());

const admin = () => gateway.client(gateway.ctx.keys.serviceRoleKey).auth.admin;

describe('admin users (conformance 24)', () => {
  it('refuses the anon key and a user token with 403 not_admin', async () => {
    const anon = await fetch(`${gateway.url}/auth/v1/admin/users`, { headers: authHeaders(gateway) });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const { session } = await createSignedInUser(gateway);
    const user = await fetch(`${gateway.url}/auth/v1/admin/users`, { headers: authHeaders(gateway, session.access_token) });
    expect(user.status).toBe(403);
  });

  it('lists users for the service role with X-Total-Count and Link', async () => {
    const key = gateway.ctx.keys.serviceRoleKey;
    const response = await fetch(`${gateway.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { ...authHeaders(gateway, key), apikey: key },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: unknown[]; aud: string };
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(2);
    const total = Number(response.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(4);
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ total, nextPage: 2 });
  });

  it('creates, reads, updates and deletes a user', async () => {
    const email = uniqueEmail('landlord');
    const created = await admin().createUser({
      email,
      password: 'initial-pass',
      email_confirm: true,
      user_metadata: { full_name: 'Kiran' },
      app_metadata: { role: 'landlord' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({ email, app_metadata: { provider: 'email', role: 'landlord' } });
    const duplicate = await admin().createUser({ email, password: 'initial-pass' });
    expect(duplicate.error?.code).toBe('email_exists');

    const signedIn = await gateway.client().auth.signInWithPassword({ email, password: 'initial-pass' });
    expect(decodeJwt(signedIn.data.session!.access_token).app_metadata).toMatchObject({ role: 'landlord' });

    const updated = await admin().updateUserById(id, { app_metadata: { role: 'admin' }, user_metadata: { city: 'Pune' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'admin' });
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Kiran', city: 'Pune' });
    expect((await admin().getUserById(id)).data.user?.app_metadata.role).toBe('admin');

    const banned = await admin().updateUserById(id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    const refused = await gateway.client().auth.signInWithPassword({ email, password: 'initial-pass' });
    expect(refused.error?.code).toBe('user_banned');

    expect((await admin().deleteUser(id)).error).toBeNull();
    const gone = await admin().getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('creates a user without a password (random one) who cannot sign in until confirmed', async () => {
    const email = uniqueEmail('invitee');
    const { data, error } = await admin().createUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const { rows } = await gateway.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where email = $1', [email]);
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$1\d\$/);
  });
});
