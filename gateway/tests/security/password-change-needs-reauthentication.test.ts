import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repetitions } from '@rentals/db/testDepth';
import { authHeaders, decodeJwt, createSignedInUser, startGateway, type TestGateway } from '../auth/harness.ts';

/**
 * Finding 12: `PUT /auth/v1/user {"password"}` with only an access token changed the password (a
 * stolen token took the account), and an invalid phone in the same body was dropped with a 200.
 * The protection is GoTrue's secure password change (on for the product): a session older than 24
 * hours must bring a nonce from GET /reauthenticate; a sent current_password is checked; invalid
 * fields are a 422.
 */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    config.updatePasswordRequireReauthentication = true;
  });
});
afterAll(() => gateway.close());

const putUser = (token: string, body: unknown) =>
  fetch(`${gateway.url}/auth/v1/user`, { method: 'PUT', headers: authHeaders(gateway, token), body: JSON.stringify(body) });

const signsIn = async (email: string, password: string) =>
  !(await gateway.client().auth.signInWithPassword({ email, password })).error;

async function latestCode(email: string): Promise<string> {
  const { rows } = await gateway.db.query<{ body: string }>(
    'select body from auth.outbox where recipient = $1 order by id desc limit 1',
    [email],
  );
  return /(\d{6})/.exec(rows[0]?.body ?? '')?.[1] ?? '';
}

/** A user whose session was opened 25 hours ago (its access token refreshed since, as a stolen one would be). */
async function signUpWithOldSession() {
  const account = await createSignedInUser(gateway);
  await gateway.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
    decodeJwt(account.session.access_token).session_id,
  ]);
  return account;
}

describe('a password change from a session older than 24 hours', () => {
  it('is refused with reauthentication_needed, and the old password still works', async () => {
    const { email, password, session } = await signUpWithOldSession();
    const response = await putUser(session.access_token, { password: 'attacker-chosen' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    expect(await signsIn(email, password), 'old password').toBe(true);
    expect(await signsIn(email, 'attacker-chosen'), 'attacker password').toBe(false);
  });

  it('the current password is not enough: it must reauthenticate (GoTrue asks for the nonce)', async () => {
    const { email, password, session } = await signUpWithOldSession();
    const response = await putUser(session.access_token, { password: 'a-new-password', current_password: password });
    expect(await response.json()).toMatchObject({ code: 'reauthentication_needed' });
    const guess = await putUser(session.access_token, { password });
    expect(await guess.json(), 'no same_password oracle').toMatchObject({ code: 'reauthentication_needed' });
    expect(await signsIn(email, password)).toBe(true);
  });

  it('a reauthentication nonce allows it once; a wrong guess spends it', async () => {
    const { email, session } = await signUpWithOldSession();
    const client = gateway.client();
    await client.auth.setSession(session);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = await latestCode(email);
    expect(nonce).toMatch(/^\d{6}$/);
    const wrong = await putUser(session.access_token, { password: 'guessed-pass', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: 'reauthentication_not_valid' });
    const spent = await putUser(session.access_token, { password: 'guessed-pass', nonce });
    expect(await spent.json(), 'a wrong guess spends the nonce').toMatchObject({ code: 'reauthentication_not_valid' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const fresh = await latestCode(email);
    const { error } = await client.auth.updateUser({ password: 'nonce-pass', nonce: fresh });
    expect(error).toBeNull();
    expect(await signsIn(email, 'nonce-pass')).toBe(true);
    const again = await putUser(session.access_token, { password: 'nonce-pass-2', nonce: fresh });
    expect(await again.json(), 'single use').toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('an expired nonce is refused', async () => {
    const { email, session } = await signUpWithOldSession();
    await fetch(`${gateway.url}/auth/v1/reauthenticate`, { headers: authHeaders(gateway, session.access_token) });
    const nonce = await latestCode(email);
    await gateway.db.query(`update auth.users set reauthentication_sent_at = now() - interval '2 hours' where email = $1`, [email]);
    const response = await putUser(session.access_token, { password: 'late-pass', nonce });
    expect(await response.json()).toMatchObject({ code: 'reauthentication_not_valid' });
  });
});

describe('a current password sent with a new one', () => {
  it('is checked: a wrong one is refused and changes nothing', async () => {
    const { email, password, session } = await createSignedInUser(gateway);
    const wrong = await putUser(session.access_token, { password: 'attacker-chosen', current_password: 'a-guess' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'current_password_invalid' });
    expect(await signsIn(email, password)).toBe(true);
  });

  it('guesses of it spend the account sign-in limit', async () => {
    const { email, password, session } = await createSignedInUser(gateway);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await putUser(session.access_token, { password: 'attacker-chosen', current_password: `guess-${i}` })).status);
    }
    expect(statuses, 'five free failures (the default), then a wait').toEqual([400, 400, 400, 400, 400, 429]);
    const right = await putUser(session.access_token, { password: 'attacker-chosen', current_password: password });
    expect(right.status, 'even the right one waits').toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
    await gateway.db.query('delete from auth.sign_in_failures where key = $1', [email]);
    expect(await signsIn(email, password), 'the password is unchanged').toBe(true);
  });

  it('the right one allows it (supabase-js updateUser with current_password)', async () => {
    const { email, password, session } = await createSignedInUser(gateway);
    const client = gateway.client();
    await client.auth.setSession(session);
    const { error } = await client.auth.updateUser({ password: 'a-new-password', current_password: password });
    expect(error).toBeNull();
    expect(await signsIn(email, 'a-new-password')).toBe(true);
  });
});

describe('invalid fields in PUT /user', () => {
  it.each([
    [{ phone: 'not-a-phone', data: { city: 'Pune' } }],
    [{ phone: '+0 123' }],
    [{ email: 42 }],
    [{ password: 12345678, current_password: 'x' }],
    [{ data: 'text' }],
    [{ data: [1, 2] }],
    [{ nonce: 123456, password: 'whatever-pass' }],
  ])('%j is a 422 validation_failed and changes nothing', async (body) => {
    const { session } = await createSignedInUser(gateway);
    const response = await putUser(session.access_token, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    const { rows } = await gateway.db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [session.user.id],
    );
    expect(rows[0]?.meta).not.toHaveProperty('city');
  });

  it("an invalid email is GoTrue's 400, as on every route that takes an address, and changes nothing", async () => {
    const { session } = await createSignedInUser(gateway);
    const response = await putUser(session.access_token, { email: 'not-an-email', data: { city: 'Pune' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    const { rows } = await gateway.db.query('select raw_user_meta_data as meta from auth.users where id = $1', [session.user.id]);
    expect(rows[0]?.meta).not.toHaveProperty('city');
  });

  it('a valid phone that cannot be confirmed (no SMS provider) is refused, not dropped', async () => {
    const { session } = await createSignedInUser(gateway);
    const response = await putUser(session.access_token, { phone: '+91 98765 43210' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'phone_provider_disabled' });
  });

  it('never answers a 5xx, whatever the body holds', async () => {
    const { session } = await createSignedInUser(gateway);
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null),
      fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }));
    const body = fc.record(
      { email: value, phone: value, password: value, current_password: value, nonce: value, data: value },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const response = await putUser(session.access_token, input);
        await response.body?.cancel();
        expect(response.status, JSON.stringify(input)).toBeLessThan(500);
      }),
      { numRuns: repetitions(60) },
    );
  });
});
