// Phone sign-in with GOTRUE_EXTERNAL_PHONE_ENABLED on and no SMS provider (codes go to the
// development mailbox, auth.sms_outbox), through supabase-js as an app calls it: signInWithOtp and
// signUp with a phone, verifyOtp with type sms and phone_change, updateUser({ phone }), resend,
// GoTrue's answers and limits (one code a minute, codes expire, wrong codes back off per number).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    config.sms.enabled = true;
    // One client address sends every request here: the hourly budgets are another file's subject.
    for (const limit of Object.values(config.rateLimits)) limit.points = 1000;
  });
});
afterAll(() => gateway.close());

let counter = 0;
/** A fresh Indian mobile number as a person types it, and as the server stores it. */
function newNumber() {
  counter += 1;
  const national = `9${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(6, '0')}`;
  return { typed: `+91 ${national.slice(0, 5)} ${national.slice(5)}`, stored: `91${national}` };
}

/** The newest text to the number, and the code in it. */
async function textTo(stored: string) {
  const { rows } = await gateway.db.query<{ body: string }>('select body from auth.sms_outbox where recipient = $1 order by id desc limit 1', [stored]);
  if (!rows[0]) throw new Error(`no text to ${stored}`);
  return { body: rows[0].body, code: /\d{6}/.exec(rows[0].body)?.[0] ?? '' };
}

const textsTo = async (stored: string) =>
  Number((await gateway.db.query<{ n: string }>('select count(*) as n from auth.sms_outbox where recipient = $1', [stored])).rows[0]!.n);

/** As if the last code of a kind was texted `seconds` ago. */
const sentAgo = (stored: string, column: 'confirmation_sent_at' | 'phone_change_sent_at', seconds: number) =>
  gateway.db.query(`update auth.users set ${column} = now() - make_interval(secs => $2) where phone = $1 or phone_change = $1`, [stored, seconds]);

const post = (path: string, body: unknown, bearer?: string) =>
  fetch(`${gateway.url}/auth/v1${path}`, { method: 'POST', headers: authHeaders(gateway, bearer), body: JSON.stringify(body) });

async function signedUpByPhone() {
  const number = newNumber();
  const client = gateway.client();
  expect((await client.auth.signInWithOtp({ phone: number.typed, options: { data: { full_name: 'Kiran Rao' } } })).error).toBeNull();
  const { data, error } = await client.auth.verifyOtp({ phone: number.typed, token: (await textTo(number.stored)).code, type: 'sms' });
  if (error || !data.session) throw error ?? new Error('no session');
  return { number, session: data.session, user: data.user! };
}

describe('signInWithOtp({ phone }) and verifyOtp({ type: sms })', () => {
  it('a new number is signed up, texted a six-digit code, and the code signs the person in with the number confirmed', async () => {
    const number = newNumber();
    const client = gateway.client();
    const sent = await client.auth.signInWithOtp({ phone: number.typed, options: { data: { full_name: 'Kiran Rao' } } });
    expect(sent.error).toBeNull();
    const waiting = await gateway.db.query('select phone, phone_confirmed_at from auth.users where phone = $1', [number.stored]);
    expect(waiting.rows, 'stored in E.164 digits, not yet confirmed').toEqual([{ phone: number.stored, phone_confirmed_at: null }]);
    const text = await textTo(number.stored);
    expect(text.body).toBe(`${text.code} is your Rentals.in code. Do not share it with anyone.`);

    const { data, error } = await client.auth.verifyOtp({ phone: number.typed, token: text.code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: number.stored, email: '', app_metadata: { provider: 'phone', providers: ['phone'] } });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((identity) => [identity.provider, identity.identity_data?.phone_verified])).toEqual([['phone', true]]);
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as { phone: string; amr: { method: string }[] };
    expect(claims.phone).toBe(number.stored);
    expect(claims.amr.map((entry) => entry.method)).toEqual(['otp']);
    const profile = await gateway.db.query('select full_name, phone, phone_verified from public.profiles where user_id = $1', [data.user!.id]);
    expect(profile.rows, 'the profile follows the confirmed number').toEqual([{ full_name: 'Kiran Rao', phone: `+${number.stored}`, phone_verified: true }]);
  });

  it('a code works once', async () => {
    const number = newNumber();
    await gateway.client().auth.signInWithOtp({ phone: number.typed });
    const { code } = await textTo(number.stored);
    expect((await gateway.client().auth.verifyOtp({ phone: number.typed, token: code, type: 'sms' })).error).toBeNull();
    const again = await gateway.client().auth.verifyOtp({ phone: number.typed, token: code, type: 'sms' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('a confirmed number is texted a sign-in code, one a minute (GoTrue\'s 429 and words)', async () => {
    const { number } = await signedUpByPhone();
    const soon = await post('/otp', { phone: number.typed });
    expect(soon.status).toBe(429);
    const body = (await soon.json()) as { code: string; message: string };
    expect(body.code).toBe('over_sms_send_rate_limit');
    expect(body.message).toMatch(/^For security purposes, you can only request this after (5\d|60) seconds\.$/);
    await sentAgo(number.stored, 'confirmation_sent_at', 61);
    const later = await post('/otp', { phone: number.typed });
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual({ message_id: expect.stringMatching(/^mailbox-\d+$/) });
    const { code } = await textTo(number.stored);
    const signIn = await gateway.client().auth.verifyOtp({ phone: number.stored, token: code, type: 'sms' });
    expect(signIn.error).toBeNull();
  });

  it('a code expires after GOTRUE_SMS_OTP_EXP (60 s): 403, and it counts as no guess', async () => {
    const number = newNumber();
    await gateway.client().auth.signInWithOtp({ phone: number.typed });
    const { code } = await textTo(number.stored);
    await sentAgo(number.stored, 'confirmation_sent_at', 61);
    const late = await gateway.client().auth.verifyOtp({ phone: number.typed, token: code, type: 'sms' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const failures = await gateway.db.query('select failures from auth.sign_in_failures where key = $1', [`phone:${number.stored}`]);
    expect(failures.rows).toEqual([{ failures: 0 }]);
  });

  it('five wrong codes are free, then the number waits (429 with Retry-After) even with the right code; other numbers do not', async () => {
    const number = newNumber();
    const other = newNumber();
    await gateway.client().auth.signInWithOtp({ phone: number.typed });
    await gateway.client().auth.signInWithOtp({ phone: other.typed });
    const { code } = await textTo(number.stored);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 1; guess <= 5; guess += 1) {
      const response = await post('/verify', { type: 'sms', phone: number.typed, token: wrong });
      expect(response.status, `guess ${guess}`).toBe(403);
    }
    const locked = await post('/verify', { type: 'sms', phone: number.typed, token: code });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const otherCode = (await textTo(other.stored)).code;
    expect((await gateway.client().auth.verifyOtp({ phone: other.typed, token: otherCode, type: 'sms' })).error).toBeNull();
  });

  it('only Indian mobile numbers are texted; GoTrue\'s E.164 check comes first', async () => {
    const foreign = await gateway.client().auth.signInWithOtp({ phone: '+1 415 555 0100' });
    expect(foreign.error).toMatchObject({
      status: 400, code: 'validation_failed', message: 'Only Indian mobile numbers are accepted: +91 and ten digits starting with 6, 7, 8 or 9',
    });
    const broken = await gateway.client().auth.signInWithOtp({ phone: 'call me' });
    expect(broken.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
  });

  it('create_user false: a number without an account is 422 otp_disabled, and nothing is texted', async () => {
    const number = newNumber();
    const { error } = await gateway.client().auth.signInWithOtp({ phone: number.typed, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect(await textsTo(number.stored)).toBe(0);
  });

  it('a channel the provider cannot use is GoTrue\'s 400', async () => {
    const { error } = await gateway.client().auth.signInWithOtp({ phone: newNumber().typed, options: { channel: 'whatsapp' } });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toMatch(/^Invalid channel, supported values are 'sms' or 'whatsapp'/);
  });
});

describe('signUp({ phone, password })', () => {
  it('waits for the texted code; the password then signs in, not before', async () => {
    const number = newNumber();
    const client = gateway.client();
    const signUp = await client.auth.signUp({ phone: number.typed, password: 'correct-horse', options: { data: { full_name: 'Asha Rao' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ phone: number.stored, user_metadata: { full_name: 'Asha Rao' } });
    const early = await client.auth.signInWithPassword({ phone: number.typed, password: 'correct-horse' });
    expect(early.error).toMatchObject({ status: 400, code: 'phone_not_confirmed', message: 'Phone not confirmed' });
    expect((await client.auth.verifyOtp({ phone: number.typed, token: (await textTo(number.stored)).code, type: 'sms' })).error).toBeNull();
    const later = await gateway.client().auth.signInWithPassword({ phone: number.typed, password: 'correct-horse' });
    expect(later.error).toBeNull();
    const wrong = await gateway.client().auth.signInWithPassword({ phone: number.typed, password: 'wrong-horse' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('a number with a confirmed account: an answer like a new sign-up\'s, and nothing texted', async () => {
    const { number, user } = await signedUpByPhone();
    const before = await textsTo(number.stored);
    const { data, error } = await gateway.client().auth.signUp({ phone: number.typed, password: 'another-horse' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(data.user).toMatchObject({ phone: number.stored, app_metadata: { provider: 'phone' } });
    expect(data.user?.phone_confirmed_at).toBeUndefined();
    expect(await textsTo(number.stored)).toBe(before);
  });

  it('PKCE is not for phone sign-ups (GoTrue\'s 400)', async () => {
    const response = await post('/signup', { phone: newNumber().typed, password: 'correct-horse', code_challenge: 'x'.repeat(43), code_challenge_method: 's256' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'PKCE not supported for phone signups' });
  });
});

describe('adding or changing the number: updateUser({ phone }) and verifyOtp({ type: phone_change })', () => {
  it('an email account adds a number: it waits as new_phone, and the texted code makes it the account\'s', async () => {
    const { session, user } = await createSignedInUser(gateway);
    const number = newNumber();
    const client = gateway.client();
    await client.auth.setSession(session);
    const asked = await client.auth.updateUser({ phone: number.typed });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ phone: '', new_phone: number.stored });
    const { code } = await textTo(number.stored);
    const { data, error } = await gateway.client().auth.verifyOtp({ phone: number.typed, token: code, type: 'phone_change' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user).toMatchObject({ phone: number.stored, app_metadata: { providers: ['email', 'phone'] } });
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'phone']);
    const profile = await gateway.db.query('select phone, phone_verified from public.profiles where user_id = $1', [user.id]);
    expect(profile.rows).toEqual([{ phone: `+${number.stored}`, phone_verified: true }]);
    // The number now signs the same account in.
    await sentAgo(number.stored, 'confirmation_sent_at', 61);
    await gateway.client().auth.signInWithOtp({ phone: number.typed });
    const signIn = await gateway.client().auth.verifyOtp({ phone: number.typed, token: (await textTo(number.stored)).code, type: 'sms' });
    expect(signIn.data.user?.id).toBe(user.id);
  });

  it('a phone account adds an email: one link to the new address, and the email becomes the account\'s', async () => {
    const { session, user } = await signedUpByPhone();
    const email = uniqueEmail('phone-person');
    const client = gateway.client();
    await client.auth.setSession(session);
    expect((await client.auth.updateUser({ email })).error).toBeNull();
    const mails = await gateway.db.query<{ body: string }>('select body from auth.outbox where recipient = $1', [email]);
    expect(mails.rows).toHaveLength(1);
    const code = /code: (\d{6})/.exec(mails.rows[0]!.body)![1]!;
    const { data, error } = await gateway.client().auth.verifyOtp({ email, token: code, type: 'email_change' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, phone: user.phone });
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'phone']);
  });

  it('a number another account has is 422 phone_exists; the same number is no change', async () => {
    const { number } = await signedUpByPhone();
    const { session } = await createSignedInUser(gateway);
    const client = gateway.client();
    await client.auth.setSession(session);
    expect((await client.auth.updateUser({ phone: number.typed })).error).toMatchObject({
      status: 422, code: 'phone_exists', message: 'A user with this phone number has already been registered',
    });
    const own = await signedUpByPhone();
    const ownClient = gateway.client();
    await ownClient.auth.setSession(own.session);
    const before = await textsTo(own.number.stored);
    expect((await ownClient.auth.updateUser({ phone: own.number.typed })).error).toBeNull();
    expect(await textsTo(own.number.stored)).toBe(before);
  });

  it('a number that is not an Indian mobile is a 422, as PUT /user answers its fields', async () => {
    const { session } = await createSignedInUser(gateway);
    const response = await fetch(`${gateway.url}/auth/v1/user`, {
      method: 'PUT', headers: authHeaders(gateway, session.access_token), body: JSON.stringify({ phone: '+44 7700 900123' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('the change\'s code comes again once a minute has passed (resend phone_change); the old code is spent', async () => {
    const { session } = await createSignedInUser(gateway);
    const number = newNumber();
    const client = gateway.client();
    await client.auth.setSession(session);
    await client.auth.updateUser({ phone: number.typed });
    const first = (await textTo(number.stored)).code;
    // resend names the account by its current email or number (as GoTrue): this one has an email.
    // (supabase-js types phone_change resends with a phone only, so this one is sent as GoTrue takes it.)
    expect((await post('/resend', { type: 'phone_change', email: session.user.email })).status).toBe(429);
    await sentAgo(number.stored, 'phone_change_sent_at', 61);
    expect((await post('/resend', { type: 'phone_change', email: session.user.email })).status).toBe(200);
    const second = (await textTo(number.stored)).code;
    if (first !== second) {
      expect((await gateway.client().auth.verifyOtp({ phone: number.typed, token: first, type: 'phone_change' })).error).toMatchObject({ status: 403 });
    }
    expect((await gateway.client().auth.verifyOtp({ phone: number.typed, token: second, type: 'phone_change' })).error).toBeNull();
  });
});

describe('resend, reauthentication, settings and the admin API', () => {
  it('resend({ type: sms }) texts a number waiting for its first code again, and nothing to a confirmed one', async () => {
    const number = newNumber();
    await gateway.client().auth.signUp({ phone: number.typed, password: 'correct-horse' });
    await sentAgo(number.stored, 'confirmation_sent_at', 61);
    expect((await gateway.client().auth.resend({ type: 'sms', phone: number.typed })).error).toBeNull();
    expect(await textsTo(number.stored)).toBe(2);
    const confirmed = await signedUpByPhone();
    await sentAgo(confirmed.number.stored, 'confirmation_sent_at', 61);
    expect((await gateway.client().auth.resend({ type: 'sms', phone: confirmed.number.typed })).error).toBeNull();
    expect(await textsTo(confirmed.number.stored)).toBe(1);
  });

  it('GET /reauthenticate texts a phone-only account its nonce, which then proves a password change', async () => {
    const { number, session } = await signedUpByPhone();
    await gateway.db.query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
      JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()).session_id,
    ]);
    gateway.config.updatePasswordRequireReauthentication = true;
    try {
      const client = gateway.client();
      await client.auth.setSession(session);
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const nonce = (await textTo(number.stored)).code;
      expect((await client.auth.updateUser({ password: 'a-new-horse', nonce })).error).toBeNull();
    } finally {
      gateway.config.updatePasswordRequireReauthentication = false;
    }
  });

  it('GET /settings says phone sign-in is on, with no provider (the development mailbox)', async () => {
    const response = await fetch(`${gateway.url}/auth/v1/settings`, { headers: authHeaders(gateway) });
    expect(await response.json()).toMatchObject({ external: { phone: true, email: true }, phone_autoconfirm: false, sms_provider: '' });
  });

  it('the admin API makes a confirmed phone account (phone_confirm), which then signs in by code', async () => {
    const number = newNumber();
    const admin = gateway.client(gateway.ctx.keys.serviceRoleKey).auth.admin;
    const { data, error } = await admin.createUser({ phone: number.typed, phone_confirm: true, user_metadata: { full_name: 'Ravi Kumar' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: number.stored, app_metadata: { provider: 'phone', providers: ['phone'] } });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    const taken = await admin.createUser({ phone: number.typed });
    expect(taken.error).toMatchObject({ status: 422, code: 'phone_exists' });
    await gateway.client().auth.signInWithOtp({ phone: number.typed });
    const signIn = await gateway.client().auth.verifyOtp({ phone: number.typed, token: (await textTo(number.stored)).code, type: 'sms' });
    expect(signIn.data.user?.id).toBe(data.user?.id);
    const moved = await admin.updateUserById(data.user!.id, { phone: '+91 90000 00001' });
    expect(moved.data.user?.phone, 'an admin\'s new number').toBe('919000000001');
    expect(moved.data.user?.phone_confirmed_at, 'is confirmed only with phone_confirm').toBeUndefined();
  });
});
