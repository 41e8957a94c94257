import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type SiteUnderTest } from './harness.ts';

/**
 * With email confirmation on, signing up on /auth says the same thing for a new address and for
 * one that already has an account: the page never tells who has an account.
 */
let site: SiteUnderTest;

beforeAll(async () => {
  site = await startSiteWithGateway({ gatewayEnv: { GOTRUE_MAILER_AUTOCONFIRM: 'false' } });
  await createAccount(site, 'existing@example.in', 'a-long-password');
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

const signUp = (email: string, from: string) =>
  send(`${site.siteUrl}/auth?mode=signup`, {
    method: 'POST',
    from,
    headers: formHeaders(site),
    body: form({ mode: 'signup', full_name: 'Kiran Shah', phone: '', email, password: 'another-long-password' }),
  });

/** The page's main text with the address taken out, so two answers can be compared. */
const shown = (html: string, email: string) => /<main[\s\S]*<\/main>/.exec(html)![0].replaceAll(email, '<email>');

describe('sign-up with email confirmation', () => {
  it('answers a new and an existing address alike, in neutral words', async () => {
    const fresh = await signUp('new-person@example.in', '127.0.0.2');
    const existing = await signUp('existing@example.in', '127.0.0.3');
    expect(existing.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    expect(shown(existing.text, 'existing@example.in')).toBe(shown(fresh.text, 'new-person@example.in'));
    expect(fresh.text).toContain('If this address already has an account, the email says how to sign in instead.');
    expect(existing.text).not.toContain('already exists');
  });

  it('says the same in Hindi', async () => {
    const answer = await send(`${site.siteUrl}/auth?mode=signup`, {
      method: 'POST',
      from: '127.0.0.4',
      headers: { ...formHeaders(site), cookie: 'lang=hi' },
      body: form({ mode: 'signup', full_name: 'Kiran Shah', phone: '', email: 'existing@example.in', password: 'another-long-password' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('अगर इस पते से पहले से खाता है');
  });
});
