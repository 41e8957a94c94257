import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const admin = () => gateway.client(gateway.ctx.keys.serviceRoleKey).auth.admin;

const latestLink = async (email: string) =>
  (await gateway.db.query<{ link: string }>('select link from auth.outbox where recipient = $1 order by id desc limit 1', [email]))
    .rows[0]?.link;

/** Follows an emailed link like a browser and reads the session out of the redirect's hash. */
async function follow(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(response.headers.get('location')!.split('#').pop());
}

describe('magic links, invitations and generated links', () => {
  it('signs an existing user in by magic link, and refuses unknown emails when create_user is false', async () => {
    const { email } = await createSignedInUser(gateway);
    const { error } = await gateway.client().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    const hash = await follow((await latestLink(email))!);
    expect(hash.get('type')).toBe('magiclink');
    expect(hash.get('access_token')).toBeTruthy();
    const refused = await gateway.client().auth.signInWithOtp({ email: uniqueEmail(), options: { shouldCreateUser: false } });
    expect(refused.error?.code).toBe('otp_disabled');
  });

  it('invites a user by email; the invite link signs them in so they can set a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { full_name: 'Farah' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Farah' } });
    expect(data.user?.invited_at).toBeTruthy();
    const hash = await follow((await latestLink(email))!);
    expect(hash.get('type')).toBe('invite');
    const set = await fetch(`${gateway.url}/auth/v1/user`, {
      method: 'PUT',
      headers: authHeaders(gateway, hash.get('access_token')!),
      body: JSON.stringify({ password: 'chosen-pass' }),
    });
    expect(set.status).toBe(200);
    expect((await gateway.client().auth.signInWithPassword({ email, password: 'chosen-pass' })).error).toBeNull();
  });

  it('generates a recovery link without mailing it', async () => {
    const { email } = await createSignedInUser(gateway);
    const { data, error } = await admin().generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: 'http://localhost:5173' });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(await latestLink(email), 'nothing was mailed').toBeUndefined();
    const verified = await gateway.client().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });

  it('publishes its settings: email sign-in, sign-ups confirmed by email', async () => {
    const response = await fetch(`${gateway.url}/auth/v1/settings`, { headers: authHeaders(gateway) });
    expect(await response.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
  });
});
