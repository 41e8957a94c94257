import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, decodeJwt, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
let account: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  gateway = await startGateway();
  account = await createSignedInUser(gateway, 'a@x.in', 'correct');
});
afterAll(() => gateway.close());

const signIn = (body: Record<string, unknown>, headers: Record<string, string> = authHeaders(gateway)) =>
  fetch(`${gateway.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('password sign-in (conformance 23)', () => {
  it('answers a session with GoTrue user and token shapes', async () => {
    const response = await signIn({ email: 'a@x.in', password: 'correct', gotrue_meta_security: {} });
    expect(response.status, 'sign-in status').toBe(200);
    const session = (await response.json()) as Record<string, unknown> & { user: Record<string, unknown> };
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const { iat, exp } = JSON.parse(Buffer.from(String(session.access_token).split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
    expect(exp - iat, 'the token lasts an hour').toBe(3600);
    expect(session.expires_at, 'expires_at is the token\'s exp').toBe(exp);
    expect(typeof session.refresh_token).toBe('string');
    expect(session.user).toMatchObject({
      id: account.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@x.in',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(session.user.identities, 'one email identity').toHaveLength(1);
    expect(typeof session.user.created_at).toBe('string');

    const claims = decodeJwt(session.access_token as string);
    expect(claims).toMatchObject({
      iss: `${gateway.url}/auth/v1`,
      sub: account.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'a@x.in',
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
    });
    expect((claims.exp as number) - (claims.iat as number), 'lifetime').toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
  });

  it('refuses a wrong password with the 2024-01-01 error shape', async () => {
    const response = await signIn({ email: 'a@x.in', password: 'wrong!', gotrue_meta_security: {} });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers the legacy error shape without the version header, and the same error for unknown emails', async () => {
    const { 'x-supabase-api-version': _omitted, ...legacy } = authHeaders(gateway);
    const response = await signIn({ email: 'nobody@x.in', password: 'whatever' }, legacy);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('asks for an email or phone', async () => {
    const response = await signIn({ password: 'x' });
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: 'missing email or phone' });
  });

  it('records the sign-in on the user (and on the profile when the app schema has one)', async () => {
    await gateway.db.query('update auth.users set last_sign_in_at = null where id = $1', [account.user.id]);
    const { data, error } = await gateway.client().auth.signInWithPassword({ email: 'a@x.in', password: 'correct' });
    expect(error).toBeNull();
    expect(data.user?.last_sign_in_at, 'last_sign_in_at in the response').toBeTruthy();
    const { rows } = await gateway.db.query<{ last_sign_in_at: Date | null }>(
      'select last_sign_in_at from auth.users where id = $1',
      [account.user.id],
    );
    expect(rows[0]?.last_sign_in_at).not.toBeNull();
    const profiles = await gateway.db.query<{ present: boolean }>(`select to_regclass('public.profiles') is not null as present`);
    if (profiles.rows[0]?.present) {
      const profile = await gateway.db.query<{ last_login_at: Date | null }>(
        'select last_login_at from public.profiles where user_id = $1',
        [account.user.id],
      );
      expect(profile.rows[0]?.last_login_at, 'profiles.last_login_at').not.toBeNull();
    }
  });

  it('refuses requests without an API key, but not the open /verify route', async () => {
    const response = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
    const open = await fetch(`${gateway.url}/auth/v1/verify?token=nope&type=recovery`, { redirect: 'manual' });
    expect(open.status).toBe(303);
  });
});
