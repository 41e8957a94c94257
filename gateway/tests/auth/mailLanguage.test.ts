import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

// Emails go out in the language the person chose on the site (their profile), or gave at sign-up.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const latestMail = async (email: string) =>
  (
    await gateway.db.query<{ subject: string; body: string }>(
      'select subject, body from auth.outbox where recipient = $1 order by id desc limit 1',
      [email],
    )
  ).rows[0];

const post = (path: string, body: unknown, bearer?: string) =>
  fetch(`${gateway.url}/auth/v1${path}`, { method: 'POST', headers: authHeaders(gateway, bearer), body: JSON.stringify(body) });

const chooseLanguage = (userId: string, lang: string | null) =>
  gateway.db.query('update public.profiles set preferred_language = $2 where user_id = $1', [userId, lang]);

describe('the language of auth emails', () => {
  it('is English for a person who never chose', async () => {
    const { email } = await createSignedInUser(gateway);
    expect((await post('/recover', { email })).status).toBe(200);
    expect(await latestMail(email)).toMatchObject({ subject: 'Reset your password' });
  });

  it('is Hindi for the reset, magic link and reauthentication mails of a person who chose Hindi', async () => {
    const { email, user, session } = await createSignedInUser(gateway);
    await chooseLanguage(user.id, 'hi');
    await post('/recover', { email });
    const reset = await latestMail(email);
    expect(reset?.subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(reset?.body).toMatch(/^अपने खाते का पासवर्ड रीसेट करने के लिए यह लिंक खोलें: http.*\nया यह कोड लिखें: \d{6}$/);

    // One mail a minute per address: the magic link goes to a second Hindi reader.
    const other = await createSignedInUser(gateway);
    await chooseLanguage(other.user.id, 'hi');
    await post('/otp', { email: other.email });
    expect((await latestMail(other.email))?.subject).toBe('आपका साइन-इन लिंक');

    const reauth = await fetch(`${gateway.url}/auth/v1/reauthenticate`, { headers: authHeaders(gateway, session.access_token) });
    expect(reauth.status).toBe(200);
    expect(await latestMail(email)).toMatchObject({ subject: 'अपनी पहचान दोबारा पक्की करें', body: expect.stringMatching(/^यह कोड लिखें: \d{6}$/) });
  });

  it('follows a change of mind back to English', async () => {
    const { email, user } = await createSignedInUser(gateway);
    await chooseLanguage(user.id, 'hi');
    await chooseLanguage(user.id, 'en');
    await post('/recover', { email });
    expect((await latestMail(email))?.subject).toBe('Reset your password');
  });

  it('is Hindi for both mails of an email change asked for by a Hindi reader', async () => {
    const { email, user, session } = await createSignedInUser(gateway);
    await chooseLanguage(user.id, 'hi');
    const next = uniqueEmail('naya');
    const answer = await fetch(`${gateway.url}/auth/v1/user`, {
      method: 'PUT', headers: authHeaders(gateway, session.access_token), body: JSON.stringify({ email: next }),
    });
    expect(answer.status).toBe(200);
    expect((await latestMail(next))?.subject).toBe('अपने नए ईमेल पते की पुष्टि करें');
    expect(await latestMail(email)).toMatchObject({
      subject: 'अपना ईमेल पता बदलने की पुष्टि करें',
      body: expect.stringContaining(`${email} से बदलकर ${next} करने को कहा है`),
    });
  });

  it('is the sign-up language for the confirmation mail (sign-ups are confirmed by email by default)', async () => {
    const email = uniqueEmail('hindi');
    const answer = await fetch(`${gateway.url}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(gateway),
      body: JSON.stringify({ email, password: 'correct-horse', data: { full_name: 'Meera Joshi', lang: 'hi' } }),
    });
    expect(answer.status).toBe(200);
    expect((await latestMail(email))?.subject).toBe('अपना साइन अप पक्का करें');
    const profile = await gateway.db.query('select preferred_language from public.profiles where email = $1', [email]);
    expect(profile.rows[0]?.preferred_language).toBe('hi');
  });
});
