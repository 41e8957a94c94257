// Features this server does not offer answer in GoTrue's words when they are off: phone codes on
// /verify (phone.ts), the Web3 grant (web3.ts), and reauthentication for an account without an
// email. Taken from GoTrue's source, through supabase-js where it has the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    config.anonymousUsers = true;
  });
});
afterAll(() => gateway.close());

const post = (path: string, body: unknown, bearer?: string) =>
  fetch(`${gateway.url}/auth/v1${path}`, { method: 'POST', headers: authHeaders(gateway, bearer), body: JSON.stringify(body) });

describe('phone codes on /verify (no SMS provider)', () => {
  it('verifyOtp({ phone, token, type: sms | phone_change }): 403 otp_expired, no code was ever texted', async () => {
    for (const type of ['sms', 'phone_change'] as const) {
      const { error } = await gateway.client().auth.verifyOtp({ phone: '+919876543210', token: '123456', type });
      expect(error, type).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    }
  });

  it('checks the number first: 400 "Invalid phone number format (E.164 required)"', async () => {
    const answer = await post('/verify', { type: 'sms', phone: 'call me', token: '123456' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
  });

  it('a token_hash or an emailed link of a phone type: 400 "Invalid email verification type"', async () => {
    const hashed = await post('/verify', { type: 'phone_change', token_hash: 'abc' });
    expect(hashed.status).toBe(400);
    expect(await hashed.json()).toEqual({ code: 'validation_failed', message: 'Invalid email verification type' });
    const link = await fetch(`${gateway.url}/auth/v1/verify?type=sms&token=abc`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    const hash = new URLSearchParams(new URL(link.headers.get('location')!).hash.slice(1));
    expect(Object.fromEntries(hash)).toEqual({
      error: 'invalid_request', error_code: 'validation_failed', error_description: 'Invalid email verification type', sb: '',
    });
  });

  it('GoTrue\'s other checks come first, in its order and words', async () => {
    expect(await (await post('/verify', { token: '1' })).json()).toEqual({ code: 'validation_failed', message: 'Verify requires a verification type' });
    expect(await (await post('/verify', { type: 'sms' })).json()).toEqual({ code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
    expect(await (await post('/verify', { type: 'sms', token: '1', phone: '+919876543210', email: 'a@b.in' })).json())
      .toEqual({ code: 'validation_failed', message: 'Only an email address or phone number should be provided on verify' });
    expect(await (await post('/verify', { type: 'sms', token_hash: 'x', phone: '+919876543210' })).json())
      .toEqual({ code: 'validation_failed', message: 'Only the token_hash and type should be provided' });
  });
});

describe('the Web3 grant', () => {
  it('POST /token?grant_type=web3: 422 web3_provider_disabled "Web3 provider is disabled"', async () => {
    const answer = await post('/token?grant_type=web3', { chain: 'solana', message: 'm', signature: 's' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });
});

describe('reauthentication without an email', () => {
  it('an account with neither email nor phone: 400 validation_failed, as GoTrue says it', async () => {
    const { data } = await gateway.client().auth.signInAnonymously();
    const { error } = await reauthenticate(data.session!.access_token);
    expect(error).toEqual({ status: 400, code: 'validation_failed', message: 'Reauthentication requires the user to have an email or a phone number' });
  });

  it('an account with a phone: its phone must be confirmed, and then no code can be texted', async () => {
    const { data } = await gateway.client().auth.signInAnonymously();
    await gateway.db.query(`update auth.users set phone = '919876543210' where id = $1`, [data.user!.id]);
    expect((await reauthenticate(data.session!.access_token)).error)
      .toEqual({ status: 422, code: 'phone_not_confirmed', message: 'Please verify your phone first.' });
    await gateway.db.query('update auth.users set phone_confirmed_at = now() where id = $1', [data.user!.id]);
    expect((await reauthenticate(data.session!.access_token)).error)
      .toEqual({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
  });
});

async function reauthenticate(token: string) {
  const response = await fetch(`${gateway.url}/auth/v1/reauthenticate`, { headers: authHeaders(gateway, token) });
  if (response.ok) return { error: null };
  const body = (await response.json()) as { code: string; message: string };
  return { error: { status: response.status, ...body } };
}
