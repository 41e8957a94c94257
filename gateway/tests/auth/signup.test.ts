import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigFromEnv } from '../../src/auth/config.ts';
import { dummyHash, hashCost, useQuickHashesForTests, verifyPassword } from '../../src/auth/password.ts';
import { authHeaders, decodeJwt, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

// Sign-up in both of its settings: confirmation by email (the default), and autoconfirm.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    config.mailerAutoconfirm = true;
  });
});
afterAll(() => gateway.close());

const hashOf = async (email: string) =>
  (await gateway.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where email = $1', [email]))
    .rows[0]?.encrypted_password;

describe('the defaults', () => {
  it('confirm sign-ups by email and an email change from both addresses, unless told otherwise', () => {
    expect(authConfigFromEnv({})).toMatchObject({ mailerAutoconfirm: false, secureEmailChange: true });
    expect(authConfigFromEnv({ GOTRUE_MAILER_AUTOCONFIRM: 'true', GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: 'false' }))
      .toMatchObject({ mailerAutoconfirm: true, secureEmailChange: false });
  });
});

describe('sign-up with autoconfirm (GOTRUE_MAILER_AUTOCONFIRM=true)', () => {
  it('answers a session and stores the metadata on the user and in the token', async () => {
    const email = uniqueEmail();
    const { data, error } = await gateway.client().auth.signUp({
      email,
      password: 'secret-pass',
      options: { data: { full_name: 'Meera Iyer', role: 'tenant' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Meera Iyer', role: 'tenant' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(decodeJwt(data.session!.access_token).user_metadata).toEqual({ full_name: 'Meera Iyer', role: 'tenant' });
  });

  it('hashes with bcrypt at the configured cost, never below 10', async () => {
    expect(authConfigFromEnv({}).bcryptCost).toBe(10);
    expect(authConfigFromEnv({ GOTRUE_PASSWORD_HASH_COST: '4' }).bcryptCost, 'a lower setting is raised').toBe(10);
    expect(authConfigFromEnv({ GOTRUE_PASSWORD_HASH_COST: '12' }).bcryptCost).toBe(12);
    // The suites hash at bcrypt's lowest cost (tests/setup.ts); this test checks what a deployment does.
    useQuickHashesForTests(false);
    try {
      const email = uniqueEmail();
      await gateway.client().auth.signUp({ email, password: 'secret-pass' });
      const hash = await hashOf(email);
      const cost = Number(/^\$2[aby]\$(\d\d)\$/.exec(hash ?? '')?.[1]);
      expect(cost, `bcrypt cost of ${hash}`).toBe(gateway.config.bcryptCost);
      expect(cost).toBeGreaterThanOrEqual(10);
    } finally {
      useQuickHashesForTests();
    }
  });

  it('compares an unknown account\'s password with a hash of the configured cost', async () => {
    const config = { ...authConfigFromEnv({}), bcryptCost: 11 };
    useQuickHashesForTests(false);
    try {
      expect(hashCost(config)).toBe(11);
      expect(await dummyHash(hashCost(config))).toMatch(/^\$2[aby]\$11\$/);
      expect(await verifyPassword('not-a-real-password', null, config), 'no hash never matches').toBe(false);
    } finally {
      useQuickHashesForTests();
    }
    expect(hashCost(config), 'in the suites').toBe(4);
  });

  it('refuses an email that is already registered', async () => {
    const email = uniqueEmail();
    await gateway.client().auth.signUp({ email, password: 'secret-pass' });
    const { error } = await gateway.client().auth.signUp({ email: email.toUpperCase(), password: 'other-pass' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses passwords over 72 bytes instead of truncating them, counting bytes not characters', async () => {
    const email = uniqueEmail();
    const seventyThree = await gateway.client().auth.signUp({ email, password: 'a'.repeat(73) });
    expect(seventyThree.error).toMatchObject({ status: 422, message: 'Password cannot be longer than 72 bytes' });
    const rupees = await gateway.client().auth.signUp({ email, password: '₹'.repeat(25) }); // 25 characters, 75 bytes
    expect(rupees.error?.status).toBe(422);
    expect(await hashOf(email), 'no account was created').toBeUndefined();
    const exactly72 = await gateway.client().auth.signUp({ email, password: 'b'.repeat(72) });
    expect(exactly72.error).toBeNull();
    const truncated = await gateway.client().auth.signInWithPassword({ email, password: `${'b'.repeat(72)}c` });
    expect(truncated.error?.code, 'a longer password never matches a 72-byte one').toBe('invalid_credentials');
  });

  it('refuses short passwords as weak, with reasons', async () => {
    const { error } = await gateway.client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('validates the email and the presence of a password', async () => {
    const bad = await fetch(`${gateway.url}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(gateway),
      body: JSON.stringify({ email: 'not-an-email', password: 'secret-pass' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    const noPassword = await fetch(`${gateway.url}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(gateway),
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(await noPassword.json()).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
  });

  it('refuses anonymous sign-ins while they are disabled', async () => {
    const { error } = await gateway.client().auth.signInAnonymously();
    expect(error?.code).toBe('anonymous_provider_disabled');
  });
});

describe('sign-up with email confirmation (the default)', () => {
  let confirming: TestGateway;
  beforeAll(async () => {
    confirming = await startGateway((config) => {
      config.anonymousUsers = true;
    });
  });
  afterAll(() => confirming.close());

  it('answers a bare user, mails a link, refuses sign-in until the link is followed', async () => {
    const email = uniqueEmail();
    const { data, error } = await confirming.client().auth.signUp({
      email,
      password: 'secret-pass',
      options: { emailRedirectTo: 'http://localhost:5173/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email });
    const early = await confirming.client().auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const { rows } = await confirming.db.query<{ link: string }>('select link from auth.outbox where recipient = $1', [email]);
    expect(rows).toHaveLength(1);
    const response = await fetch(rows[0]!.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/welcome');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('signup');

    const later = await confirming.client().auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(later.error).toBeNull();
  });

  it('says so in its settings', async () => {
    const response = await fetch(`${confirming.url}/auth/v1/settings`, { headers: authHeaders(confirming) });
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: false });
  });

  it('signs in anonymously when GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED is on', async () => {
    const { data, error } = await confirming.client().auth.signInAnonymously({ options: { data: { source: 'listing' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, user_metadata: { source: 'listing' } });
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
    expect((claims.amr as { method: string }[])[0]?.method).toBe('anonymous');
  });
});
