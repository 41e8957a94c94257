// The auth server's own emails go through SMTP when SMTP_URL is set (issue 22, item 1): a
// deployment on the embedded gateway can confirm, reset and sign people in by link. A real SMTP
// server started here receives them; nothing is written to the development mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '@rentals/db/mail/testServer';
import { authHeaders, createSignedInUser, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

let gateway: TestGateway;
let confirming: TestGateway;
let smtp: TestSmtpServer;
const before = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  gateway = await startGateway();
  confirming = await startGateway((config) => {
    config.mailerAutoconfirm = false;
  });
});
afterAll(async () => {
  if (before === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = before;
  await gateway?.close();
  await confirming?.close();
  await smtp?.stop();
});

const mailTo = (email: string, subject: string) => smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === subject);
const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0] ?? '';
const outboxRows = async (db: TestGateway['db'], email: string) =>
  (await db.query('select 1 from auth.outbox where recipient = $1', [email])).rowCount;

async function follow(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status, `following ${link}`).toBe(303);
  return new URLSearchParams(response.headers.get('location')!.split('#').pop());
}

describe('auth emails over SMTP', () => {
  it('mail the sign-up confirmation, whose link confirms the account', async () => {
    const email = uniqueEmail('confirm');
    const { error } = await confirming.client().auth.signUp({ email, password: 'correct-horse' });
    expect(error).toBeNull();
    const mail = await mailTo(email, 'Confirm your signup');
    expect(mail.from).toBe('no-reply@localhost');
    expect((await follow(linkIn(mail.text))).get('type')).toBe('signup');
    const { rows } = await confirming.db.query('select email_confirmed_at is not null as confirmed from auth.users where email = $1', [email]);
    expect(rows).toEqual([{ confirmed: true }]);
    expect(await outboxRows(confirming.db, email), 'nothing in the development mailbox').toBe(0);
  });

  it('mail the password reset and the magic link', async () => {
    const { email } = await createSignedInUser(gateway);
    expect((await gateway.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await follow(linkIn((await mailTo(email, 'Reset your password')).text))).get('type')).toBe('recovery');
    expect((await gateway.client().auth.signInWithOtp({ email })).error).toBeNull();
    expect((await follow(linkIn((await mailTo(email, 'Your magic link')).text))).get('access_token')).toBeTruthy();
    expect(await outboxRows(gateway.db, email)).toBe(0);
  });

  it('mail an email change to the new address and to the current one, each with its own link', async () => {
    const { email, session } = await createSignedInUser(gateway);
    const next = uniqueEmail('moved');
    const response = await fetch(`${gateway.url}/auth/v1/user`, {
      method: 'PUT',
      headers: authHeaders(gateway, session.access_token),
      body: JSON.stringify({ email: next }),
    });
    expect(response.status).toBe(200);
    const toNew = linkIn((await mailTo(next, 'Confirm your new email address')).text);
    const toCurrent = linkIn((await mailTo(email, 'Confirm the change of your email address')).text);
    expect(toNew).toContain('type=email_change');
    expect(toCurrent).toContain('type=email_change');
    expect(toCurrent).not.toBe(toNew);
    expect(await outboxRows(gateway.db, next)).toBe(0);
  });

  it('fail the request, keeping no token, when the SMTP server refuses the message', async () => {
    const { email } = await createSignedInUser(gateway);
    smtp.refuseNext(1);
    const response = await fetch(`${gateway.url}/auth/v1/recover`, {
      method: 'POST',
      headers: authHeaders(gateway),
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    const { rows } = await gateway.db.query(
      `select count(*)::int as n from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1 and t.token_type = 'recovery'`, [email]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
