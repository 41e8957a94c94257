import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

/**
 * Issue 20, item 10: sign-in methods this server does not offer answered with a generic 404, a 400
 * without error_code, or an email validation message. A provider that is off now says so in
 * GoTrue's words and codes, through the real supabase-js calls.
 */
let gateway: TestGateway;
let linking: TestGateway;
beforeAll(async () => {
  [gateway, linking] = await Promise.all([
    startGateway(),
    startGateway((config) => {
      config.manualLinking = true;
    }),
  ]);
});
afterAll(() => Promise.all([gateway.close(), linking.close()]));

async function signedIn(on: TestGateway) {
  const account = await createSignedInUser(on);
  const client = on.client();
  await client.auth.setSession(account.session);
  return { ...account, client };
}

describe('issue 20 item 10: OAuth sign-in (GET /authorize)', () => {
  it('a known provider that is off: 400 validation_failed "Unsupported provider: provider is not enabled"', async () => {
    const { data, error } = await gateway.client().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(error).toBeNull();
    // The browser opens the address without an apikey or API version: the legacy error shape.
    const response = await fetch(data.url!);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('an unknown provider could not be found; the 2024 API version gets {code, message}', async () => {
    const response = await fetch(`${gateway.url}/auth/v1/authorize?provider=myspace`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Unsupported provider: Provider myspace could not be found' });
  });
});

describe('issue 20 item 10: linkIdentity and unlinkIdentity', () => {
  it('manual linking is off (as on hosted Supabase): 404 manual_linking_disabled, after the user is known', async () => {
    const { client } = await signedIn(gateway);
    const { error } = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const anonymous = await fetch(`${gateway.url}/auth/v1/user/identities/authorize?provider=github`, { headers: authHeaders(gateway) });
    expect(anonymous.status, 'no user: the token is refused first').toBe(403);
  });

  it('with manual linking on, the provider is the problem: 400 validation_failed', async () => {
    const { client } = await signedIn(linking);
    const { error } = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
  });
});

describe('issue 20 item 10: SSO (signInWithSSO)', () => {
  it('SAML is off: 404 saml_provider_disabled "SAML 2.0 is disabled"', async () => {
    const { error } = await gateway.client().auth.signInWithSSO({ domain: 'rentals.example.in' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const metadata = await fetch(`${gateway.url}/auth/v1/sso/saml/metadata`, { headers: authHeaders(gateway) });
    expect(metadata.status).toBe(404);
    expect(await metadata.json()).toMatchObject({ code: 'saml_provider_disabled' });
  });
});

describe('issue 20 item 10: signInWithIdToken', () => {
  it('a provider that is off: 400 provider_disabled naming its issuer', async () => {
    const { error } = await gateway.client().auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
  });

  it('Apple and Azure issuers are read from the token; unknown providers are not allowed', async () => {
    const appleToken = ['e30', Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com' })).toString('base64url'), 'sig'].join('.');
    const apple = await gateway.client().auth.signInWithIdToken({ provider: 'apple', token: appleToken });
    expect(apple.error).toMatchObject({ status: 400, code: 'provider_disabled', message: 'Provider (issuer "https://appleid.apple.com") is not enabled' });
    const unreadable = await gateway.client().auth.signInWithIdToken({ provider: 'azure', token: 'not-a-jwt' });
    expect(unreadable.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to detect issuer in ID token for Azure provider' });
    const unknown = await gateway.client().auth.signInWithIdToken({ provider: 'myspace' as 'google', token: 'a.b.c' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Custom OIDC provider "myspace" not allowed' });
  });

  it('a missing id_token is GoTrue\'s OAuth-style error', async () => {
    const response = await fetch(`${gateway.url}/auth/v1/token?grant_type=id_token`, {
      method: 'POST', headers: authHeaders(gateway), body: JSON.stringify({ provider: 'google' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid request', error_description: 'id_token required' });
  });
});

describe('issue 20 item 10: phone sign-in (no SMS provider)', () => {
  it('signInWithOtp({ phone }): 400 phone_provider_disabled "Unsupported phone provider"', async () => {
    const { error } = await gateway.client().auth.signInWithOtp({ phone: '+919876543210' });
    expect(error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
    const neither = await fetch(`${gateway.url}/auth/v1/otp`, { method: 'POST', headers: authHeaders(gateway), body: '{}' });
    expect(await neither.json()).toMatchObject({ code: 'validation_failed', message: 'One of email or phone must be set' });
  });

  it('signUp, signInWithPassword and resend with a phone say phone is off, in GoTrue\'s statuses', async () => {
    const client = gateway.client();
    const signUp = await client.auth.signUp({ phone: '+919876543210', password: 'correct-horse' });
    expect(signUp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
    const signIn = await client.auth.signInWithPassword({ phone: '+919876543210', password: 'correct-horse' });
    expect(signIn.error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    const resend = await client.auth.resend({ type: 'sms', phone: '+919876543210' });
    expect(resend.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
  });

  it('phone MFA: 422 mfa_phone_enroll_not_enabled; WebAuthn likewise; TOTP still enrols', async () => {
    const { client } = await signedIn(gateway);
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+919876543210' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });
    const { data: session } = await client.auth.getSession();
    const webauthn = await fetch(`${gateway.url}/auth/v1/factors`, {
      method: 'POST', headers: authHeaders(gateway, session.session!.access_token), body: JSON.stringify({ factor_type: 'webauthn' }),
    });
    expect(webauthn.status).toBe(422);
    expect(await webauthn.json()).toMatchObject({ code: 'mfa_webauthn_enroll_not_enabled' });
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
  });

  it('GET /settings lists every provider as off', async () => {
    const response = await fetch(`${gateway.url}/auth/v1/settings`, { headers: authHeaders(gateway) });
    const body = (await response.json()) as { external: Record<string, boolean> };
    expect(body.external).toMatchObject({ email: true, phone: false, google: false, apple: false, github: false });
  });
});
