import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigFromEnv } from '../../src/auth/config.ts';
import { decodeJwt, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

/**
 * Issue 20, item 9: `auth.updateUser({ password })` right after signing in was refused with
 * reauthentication_needed. GoTrue asks for reauthentication only with secure password change on,
 * and then only from sessions older than 24 hours.
 */
let secure: TestGateway;
let hostedDefaults: TestGateway;
beforeAll(async () => {
  [secure, hostedDefaults] = await Promise.all([
    startGateway((config) => {
      config.updatePasswordRequireReauthentication = true;
    }),
    startGateway(),
  ]);
});
afterAll(() => Promise.all([secure.close(), hostedDefaults.close()]));

async function signedIn(gateway: TestGateway) {
  const account = await createSignedInUser(gateway);
  const client = gateway.client();
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { ...account, client, session: data.session };
}

const ageSession = (gateway: TestGateway, accessToken: string, hours: number) =>
  gateway.db.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1`, [
    decodeJwt(accessToken).session_id,
    hours,
  ]);

const signsIn = async (gateway: TestGateway, email: string, password: string) =>
  !(await gateway.client().auth.signInWithPassword({ email, password })).error;

describe('issue 20 item 9: a password change right after signing in (GoTrue secure password change)', () => {
  it('succeeds from a fresh session with secure password change on, no other proof needed', async () => {
    const { client, email } = await signedIn(secure);
    const { error } = await client.auth.updateUser({ password: 'changed-at-once' });
    expect(error).toBeNull();
    expect(await signsIn(secure, email, 'changed-at-once')).toBe(true);
  });

  it('succeeds from a session almost 24 hours old; past 24 hours it needs reauthentication', async () => {
    const young = await signedIn(secure);
    await ageSession(secure, young.session.access_token, 23);
    expect((await young.client.auth.updateUser({ password: 'changed-at-23h' })).error).toBeNull();

    const old = await signedIn(secure);
    await ageSession(secure, old.session.access_token, 25);
    const refused = await old.client.auth.updateUser({ password: 'changed-at-25h' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect(await signsIn(secure, old.email, old.password)).toBe(true);
  });

  it('is off by default, as on hosted Supabase: even an old session may change its password', async () => {
    expect(authConfigFromEnv({})).toMatchObject({
      updatePasswordRequireReauthentication: false,
      updatePasswordRequireCurrentPassword: false,
    });
    expect(authConfigFromEnv({ GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true' }).updatePasswordRequireReauthentication).toBe(true);
    const old = await signedIn(hostedDefaults);
    await ageSession(hostedDefaults, old.session.access_token, 48);
    expect((await old.client.auth.updateUser({ password: 'changed-when-old' })).error).toBeNull();
    expect(await signsIn(hostedDefaults, old.email, 'changed-when-old')).toBe(true);
  });

  it('the same password is still refused with same_password', async () => {
    const { client, password } = await signedIn(secure);
    const { error } = await client.auth.updateUser({ password });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });
});

describe('issue 20 item 9: the current-password setting (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD)', () => {
  let strict: TestGateway;
  beforeAll(async () => {
    strict = await startGateway((config) => {
      config.updatePasswordRequireCurrentPassword = true;
    });
  });
  afterAll(() => strict.close());

  it('requires current_password when on (current_password_required), and accepts the right one', async () => {
    const { client, password, email } = await signedIn(strict);
    const missing = await client.auth.updateUser({ password: 'without-current' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({ password: 'with-wrong-current', current_password: 'nope-nope' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    expect((await client.auth.updateUser({ password: 'with-current', current_password: password })).error).toBeNull();
    expect(await signsIn(strict, email, 'with-current')).toBe(true);
  });

  it('a recovery session sets a new password without the forgotten one', async () => {
    const { email } = await createSignedInUser(strict);
    const link = await strict.client(strict.ctx.keys.serviceRoleKey).auth.admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    const client = strict.client();
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: link.data.properties!.hashed_token });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'after-recovery' })).error).toBeNull();
    expect(await signsIn(strict, email, 'after-recovery')).toBe(true);
  });
});
