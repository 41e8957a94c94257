// GoTrue's secure email change: PUT /user {email} changes nothing until the links mailed to the new
// address and (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED, on by default) to the current one are both
// followed; until then the user shows `new_email`. Autoconfirm does not skip it for a permanent account.
import type { User } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, SITE_URL, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let gateway: TestGateway;
beforeAll(async () => {
  // Every request here comes from one address: the budgets are not what this file is about.
  gateway = await startGateway((config) => {
    for (const limit of Object.values(config.rateLimits)) limit.points = 1000;
  });
});
afterAll(() => gateway.close());

const call = (method: string, path: string, body?: unknown, bearer?: string) =>
  fetch(`${gateway.url}/auth/v1${path}`, { method, headers: authHeaders(gateway, bearer), body: body === undefined ? undefined : JSON.stringify(body) });

const askToChange = (token: string, email: string) => call('PUT', '/user', { email }, token);

/** The newest mail to `email`: its link and its six-digit code. */
async function mailTo(email: string) {
  const { rows } = await gateway.db.query<{ link: string; body: string }>(
    'select link, body from auth.outbox where recipient = $1 order by id desc limit 1',
    [email],
  );
  if (!rows[0]) throw new Error(`no mail for ${email}`);
  return { link: rows[0].link, code: /code: (\d{6})/.exec(rows[0].body)?.[1] ?? '' };
}

/** Follows an emailed link like a browser: where it lands, and what its hash says. */
async function follow(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, hash: new URLSearchParams(location.hash.slice(1)) };
}

async function stored(id: string) {
  const { rows } = await gateway.db.query<{ email: string; email_change: string; identity_email: string; profile_email: string }>(
    `select u.email, u.email_change, i.identity_data ->> 'email' as identity_email, p.email as profile_email
       from auth.users u
       left join auth.identities i on i.user_id = u.id and i.provider = 'email'
       left join public.profiles p on p.user_id = u.id
      where u.id = $1`,
    [id],
  );
  return rows[0];
}

const signsIn = async (email: string, password: string) =>
  (await gateway.client().auth.signInWithPassword({ email, password })).error === null;

describe('asking for a new email', () => {
  it('changes nothing yet: the user shows new_email, and a link goes to each address', async () => {
    const { user, session, email, password } = await createSignedInUser(gateway);
    const next = uniqueEmail('next');
    const answer = await askToChange(session.access_token, next);
    expect(answer.status).toBe(200);
    const shown = (await answer.json()) as User & { new_email?: string };
    expect(shown).toMatchObject({ email, new_email: next });
    expect(shown.email_change_sent_at).toBeTruthy();
    expect(await stored(user.id)).toEqual({ email, email_change: next, identity_email: email, profile_email: email });
    const toNew = await mailTo(next);
    const toCurrent = await mailTo(email);
    expect(toNew.link).toContain('type=email_change');
    expect(toCurrent.link).toContain('type=email_change');
    expect(toNew.link).not.toBe(toCurrent.link);
    expect(await signsIn(email, password), 'the old address still signs in').toBe(true);
    expect(await signsIn(next, password), 'the new one does not yet').toBe(false);
  });

  it('refuses an address another account has, and an invalid one with GoTrue\'s 400', async () => {
    const { session } = await createSignedInUser(gateway);
    const other = await createSignedInUser(gateway);
    const taken = await askToChange(session.access_token, other.email.toUpperCase());
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ code: 'email_exists' });
    const invalid = await askToChange(session.access_token, 'vv:;v@v.v');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('needs confirmation even with autoconfirm on, which only spares sign-ups', async () => {
    gateway.config.mailerAutoconfirm = true;
    try {
      const { user, session, email } = await createSignedInUser(gateway);
      const next = uniqueEmail('autoconfirmed');
      expect((await askToChange(session.access_token, next)).status).toBe(200);
      expect(await stored(user.id)).toMatchObject({ email, email_change: next });
    } finally {
      gateway.config.mailerAutoconfirm = false;
    }
  });
});

describe('confirming the change', () => {
  it('applies it only after both links: the first answers GoTrue\'s message, the second the session', async () => {
    const { user, session, email, password } = await createSignedInUser(gateway);
    const next = uniqueEmail('both');
    await askToChange(session.access_token, next);
    const toNew = await mailTo(next);
    const toCurrent = await mailTo(email);

    const first = await follow(toNew.link);
    expect(first.hash.get('message')).toBe(ACCEPTED);
    expect(first.hash.get('access_token')).toBeNull();
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${SITE_URL}/`);
    expect(await stored(user.id), 'one link changes nothing').toMatchObject({ email, email_change: next });

    const second = await follow(toCurrent.link);
    expect(second.hash.get('type')).toBe('email_change');
    expect(second.hash.get('access_token')).toBeTruthy();
    expect(await stored(user.id)).toEqual({ email: next, email_change: '', identity_email: next, profile_email: next });
    expect(await signsIn(next, password)).toBe(true);
    expect(await signsIn(email, password)).toBe(false);
  });

  it('takes the codes through verifyOtp in either order', async () => {
    const { user, session, email } = await createSignedInUser(gateway);
    const next = uniqueEmail('codes');
    await askToChange(session.access_token, next);
    const first = await call('POST', '/verify', { type: 'email_change', email, token: (await mailTo(email)).code });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: ACCEPTED, code: '200' });
    const second = await call('POST', '/verify', { type: 'email_change', email: next, token: (await mailTo(next)).code });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ access_token: expect.any(String), user: { id: user.id, email: next } });
  });

  it('spends each link once: following the same one twice does not count as both', async () => {
    const { user, session, email } = await createSignedInUser(gateway);
    const next = uniqueEmail('twice');
    await askToChange(session.access_token, next);
    const { link } = await mailTo(next);
    expect((await follow(link)).hash.get('message')).toBe(ACCEPTED);
    const again = await follow(link);
    expect(again.hash.get('error_code')).toBe('otp_expired');
    expect(await stored(user.id)).toMatchObject({ email, email_change: next });
  });

  it('forgets an earlier request when a new one is made', async () => {
    const { user, session, email } = await createSignedInUser(gateway);
    const abandoned = uniqueEmail('abandoned');
    await askToChange(session.access_token, abandoned);
    const oldLinks = [(await mailTo(abandoned)).link, (await mailTo(email)).link];
    const chosen = uniqueEmail('chosen');
    await askToChange(session.access_token, chosen);
    for (const link of oldLinks) expect((await follow(link)).hash.get('error_code')).toBe('otp_expired');
    await follow((await mailTo(chosen)).link);
    await follow((await mailTo(email)).link);
    expect(await stored(user.id)).toMatchObject({ email: chosen, email_change: '' });
  });

  it('refuses at the last link an address another account took meanwhile', async () => {
    const { user, session, email } = await createSignedInUser(gateway);
    const next = uniqueEmail('raced');
    await askToChange(session.access_token, next);
    await follow((await mailTo(next)).link);
    await createSignedInUser(gateway, next);
    const last = await follow((await mailTo(email)).link);
    expect(last.hash.get('error_code')).toBe('email_exists');
    expect((await stored(user.id))?.email).toBe(email);
  });

  it('resends both links to the account named by its current address', async () => {
    const { user, session, email } = await createSignedInUser(gateway);
    const next = uniqueEmail('resent');
    await askToChange(session.access_token, next);
    const firstNew = (await mailTo(next)).link;
    expect((await call('POST', '/resend', { type: 'email_change', email })).status).toBe(200);
    expect((await follow(firstNew)).hash.get('error_code'), 'the earlier link is replaced').toBe('otp_expired');
    await follow((await mailTo(next)).link);
    await follow((await mailTo(email)).link);
    expect((await stored(user.id))?.email).toBe(next);
  });
});

describe('with GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED=false', () => {
  it('mails the new address alone, whose link applies the change', async () => {
    gateway.config.secureEmailChange = false;
    try {
      const { user, session, email } = await createSignedInUser(gateway);
      const next = uniqueEmail('insecure');
      await askToChange(session.access_token, next);
      await expect(mailTo(email)).rejects.toThrow('no mail');
      const only = await follow((await mailTo(next)).link);
      expect(only.hash.get('access_token')).toBeTruthy();
      expect((await stored(user.id))?.email).toBe(next);
    } finally {
      gateway.config.secureEmailChange = true;
    }
  });
});

describe('an anonymous account', () => {
  it('takes its first address at once with autoconfirm, becoming a permanent account, as in GoTrue', async () => {
    gateway.config.anonymousUsers = true;
    gateway.config.mailerAutoconfirm = true;
    try {
      const { data } = await gateway.client().auth.signInAnonymously();
      const next = uniqueEmail('upgraded');
      const answer = await askToChange(data.session!.access_token, next);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ email: next, is_anonymous: false, app_metadata: { provider: 'email', providers: ['email'] } });
      expect(await stored(data.user!.id)).toMatchObject({ email: next, email_change: '', identity_email: next });
    } finally {
      gateway.config.anonymousUsers = false;
      gateway.config.mailerAutoconfirm = false;
    }
  });

  it('confirms its first address by the one link to it without autoconfirm', async () => {
    gateway.config.anonymousUsers = true;
    try {
      const { data } = await gateway.client().auth.signInAnonymously();
      const next = uniqueEmail('anonymous');
      await askToChange(data.session!.access_token, next);
      expect(await stored(data.user!.id)).toMatchObject({ email: null, email_change: next });
      expect((await follow((await mailTo(next)).link)).hash.get('access_token')).toBeTruthy();
      expect(await stored(data.user!.id)).toMatchObject({ email: next, identity_email: next });
    } finally {
      gateway.config.anonymousUsers = false;
    }
  });
});
