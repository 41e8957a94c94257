import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, decodeJwt, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
  await createSignedInUser(gateway, 'a@x.in', 'correct');
});
afterAll(() => gateway.close());

const recover = (email: string, redirect = 'http://localhost:5173/%23/set-password') =>
  fetch(`${gateway.url}/auth/v1/recover?redirect_to=${redirect}`, {
    method: 'POST',
    headers: authHeaders(gateway),
    body: JSON.stringify({ email, gotrue_meta_security: {} }),
  });

const latestMail = async (email: string) =>
  (
    await gateway.db.query<{ link: string; body: string }>(
      'select link, body from auth.outbox where recipient = $1 order by id desc limit 1',
      [email],
    )
  ).rows[0];

describe('password recovery (conformance 25)', () => {
  it('answers {} for known and unknown emails, mailing only the known one', async () => {
    const known = await recover('a@x.in');
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({});
    const unknown = await recover('ghost@x.in');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({});
    expect(await latestMail('ghost@x.in')).toBeUndefined();
    expect((await latestMail('a@x.in'))?.link).toContain('/auth/v1/verify?token=');
  });

  it('follows the emailed link without an apikey to a 303 carrying the session, then sets a new password', async () => {
    await recover('a@x.in');
    const mail = await latestMail('a@x.in');
    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith('http://localhost:5173/#/set-password#')).toBe(true);
    const hash = new URLSearchParams(location.slice(location.lastIndexOf('#') + 1));
    for (const key of ['access_token', 'refresh_token', 'expires_in', 'expires_at']) expect(hash.get(key), key).toBeTruthy();
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('type')).toBe('recovery');
    expect((decodeJwt(hash.get('access_token')!).amr as { method: string }[])[0]?.method).toBe('recovery');

    const update = await fetch(`${gateway.url}/auth/v1/user`, {
      method: 'PUT',
      headers: authHeaders(gateway, hash.get('access_token')!),
      body: JSON.stringify({ password: 'new-password' }),
    });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ email: 'a@x.in' });
    const signIn = await gateway.client().auth.signInWithPassword({ email: 'a@x.in', password: 'new-password' });
    expect(signIn.error).toBeNull();

    const reused = await fetch(mail!.link, { redirect: 'manual' });
    const reusedHash = new URLSearchParams(reused.headers.get('location')!.split('#').pop());
    expect(reusedHash.get('error_code'), 'a link works once').toBe('otp_expired');
  });

  it('accepts the six-digit code through verifyOtp', async () => {
    await gateway.client().auth.resetPasswordForEmail('a@x.in');
    const code = /code: (\d{6})/.exec((await latestMail('a@x.in'))!.body)![1]!;
    const wrong = await gateway.client().auth.verifyOtp({ email: 'a@x.in', token: '000000', type: 'recovery' });
    expect(wrong.error?.code === 'otp_expired' || code === '000000').toBe(true);
    const { data, error } = await gateway.client().auth.verifyOtp({ email: 'a@x.in', token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('a@x.in');
  });

  it('falls back to the site URL for a redirect outside the allow-list', async () => {
    await recover('a@x.in', 'https://evil.example.com/');
    const response = await fetch((await latestMail('a@x.in'))!.link, { redirect: 'manual' });
    expect(response.headers.get('location')!.startsWith('http://localhost:5173#')).toBe(true);
  });
});
