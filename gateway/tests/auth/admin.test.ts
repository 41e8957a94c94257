import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCost } from '../../src/auth/password.ts';
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
    const cost = String(hashCost(gateway.config)).padStart(2, '0');
    expect(rows[0]?.encrypted_password, 'a bcrypt hash at the cost new hashes get').toMatch(new RegExp(`^\\$2[aby]\\$${cost}\\$.{53}$`));
  });
});

describe("admin answers as GoTrue's", () => {
  const key = () => gateway.ctx.keys.serviceRoleKey;
  const asAdmin = (method: string, path: string, body?: unknown) =>
    fetch(`${gateway.url}/auth/v1${path}`, {
      method,
      headers: { ...authHeaders(gateway, key()), apikey: key() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each([
    ['page=-1', 'parsing "-1": invalid syntax'],
    ['page=abc', 'parsing "abc": invalid syntax'],
    ['per_page=-5', 'parsing "-5": invalid syntax'],
    ['page=1.5', 'parsing "1.5": invalid syntax'],
    ['page=18446744073709551616', 'parsing "18446744073709551616": value out of range'],
  ])('refuses a page that is not a whole number (%s) with a 400', async (query, reason) => {
    const answer = await asAdmin('GET', `/admin/users?${query}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 'validation_failed', message: `Bad Pagination Parameters: strconv.ParseUint: ${reason}` });
  });

  it('reads page 0 as the first page', async () => {
    const answer = await asAdmin('GET', '/admin/users?page=0&per_page=1');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { users: unknown[] }).users).toHaveLength(1);
  });

  it('answers 404 for the factors of a user who does not exist, and for ids that are not UUIDs', async () => {
    const unknown = await asAdmin('GET', '/admin/users/00000000-0000-4000-8000-000000000000/factors');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'user_not_found', message: 'User not found' });
    const notUuid = await asAdmin('GET', '/admin/users/not-a-uuid/factors');
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
    expect(await (await asAdmin('GET', '/admin/users/not-a-uuid')).json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });

    const { user } = await createSignedInUser(gateway);
    const none = await asAdmin('GET', `/admin/users/${user.id}/factors`);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
    const badFactor = await asAdmin('DELETE', `/admin/users/${user.id}/factors/nope`);
    expect(badFactor.status).toBe(404);
    expect(await badFactor.json()).toEqual({ code: 'validation_failed', message: 'factor_id must be an UUID' });
    const noFactor = await asAdmin('DELETE', `/admin/users/${user.id}/factors/00000000-0000-4000-8000-000000000000`);
    expect(noFactor.status).toBe(404);
    expect(await noFactor.json()).toEqual({ code: 'mfa_factor_not_found', message: 'Factor not found' });
  });
});

describe('generated email-change links', () => {
  const follow = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual' });
    return new URLSearchParams(response.headers.get('location')!.split('#').pop());
  };

  it('makes the current and the new address\'s links, which change the email once both are followed', async () => {
    const { email, user } = await createSignedInUser(gateway);
    const newEmail = uniqueEmail('generated');
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.properties).toMatchObject({ verification_type: 'email_change_current' });
    expect(current.data.user).toMatchObject({ email, new_email: newEmail });
    const next = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.data.properties).toMatchObject({ verification_type: 'email_change_new' });
    expect(next.data.properties?.action_link).toContain('type=email_change');
    const mailed = await gateway.db.query('select 1 from auth.outbox where recipient in ($1, $2)', [email, newEmail]);
    expect(mailed.rowCount, 'nothing was mailed').toBe(0);

    expect((await follow(current.data.properties!.action_link)).get('message')).toMatch(/^Confirmation link accepted/);
    const verified = await gateway.client().auth.verifyOtp({ token_hash: next.data.properties!.hashed_token, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(newEmail);
  });

  it("refuses them as GoTrue does: an unknown user, a taken or invalid new address, the current one without secure email change", async () => {
    const unknown = await admin().generateLink({ type: 'email_change_new', email: uniqueEmail('nobody'), newEmail: uniqueEmail() });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User with this email not found' });
    const { email } = await createSignedInUser(gateway);
    const other = await createSignedInUser(gateway);
    const taken = await admin().generateLink({ type: 'email_change_new', email, newEmail: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    gateway.config.secureEmailChange = false;
    try {
      const current = await admin().generateLink({ type: 'email_change_current', email, newEmail: uniqueEmail() });
      expect(current.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Enable secure email change to generate link for current email' });
    } finally {
      gateway.config.secureEmailChange = true;
    }
    const unsupported = await fetch(`${gateway.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: authHeaders(gateway, gateway.ctx.keys.serviceRoleKey),
      body: JSON.stringify({ type: 'email_change', email }),
    });
    expect(await unsupported.json()).toEqual({ code: 'validation_failed', message: 'Invalid email action link type requested: email_change' });
  });
});
