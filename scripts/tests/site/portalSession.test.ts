import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type Answer, type SiteUnderTest } from './harness.ts';

/**
 * A page rendered for a signed-in person asks the database once who the session names
 * (signed_in_person): their roles, language, name and unread conversations come with it. A session signed out
 * elsewhere, or a forged one, is no one.
 */
let site: SiteUnderTest;
let userId: string;
const EMAIL = 'ananya.tenant@example.in';
const PASSWORD = 'a-long-tenant-password';

beforeAll(async () => {
  site = await startSiteWithGateway();
  userId = await createAccount(site, EMAIL, PASSWORD);
  const role = await fetch(`${site.gatewayUrl}/rest/v1/user_roles`, {
    method: 'POST',
    headers: { apikey: site.serviceRoleKey, authorization: `Bearer ${site.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, role: 'tenant' }),
  });
  if (!role.ok) throw new Error(`tenant role: ${role.status} ${await role.text()}`);
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

/** The cookies an answer sets, as a Cookie header (name=value; …), without the removed ones. */
function cookiesOf(answer: Answer): string {
  const set = answer.headers['set-cookie'] ?? [];
  return set.map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');
}

/** Signs in through the site's own form, as a browser without JavaScript does. */
async function signIn(from: string): Promise<string> {
  const answer = await send(`${site.siteUrl}/auth?next=%2Fportal%2Ftenant`, {
    method: 'POST',
    from,
    headers: formHeaders(site),
    body: form({ mode: 'signin', email: EMAIL, password: PASSWORD }),
  });
  expect(answer.status, 'signed in').toBe(303);
  const cookie = cookiesOf(answer);
  expect(cookie, 'a session cookie').toMatch(/sb-[^=]+-auth-token/);
  return cookie;
}

describe('the portal for a signed-in person', () => {
  it('is rendered from one call for the session, with the person’s name, never stored', async () => {
    const cookie = await signIn('127.0.0.2');
    const before = site.calls.length;
    const page = await send(`${site.siteUrl}/portal/tenant`, { from: '127.0.0.2', headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text, 'the greeting names them').toContain('Test Person');
    const calls = site.calls.slice(before);
    expect(calls.filter((call) => call.includes('/rpc/signed_in_person')), 'the session asked once').toHaveLength(1);
    expect(calls.filter((call) => /\/auth\/v1\/user|\/rest\/v1\/(user_roles|profiles)\b|unread_conversation_count/.test(call)), 'nothing asked again').toEqual([]);
  });

  it('sends a session signed out everywhere to sign in, and clears its cookies', async () => {
    const cookie = await signIn('127.0.0.3');
    const token = await fetch(`${site.gatewayUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const signedOut = await fetch(`${site.gatewayUrl}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: site.anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(signedOut.status, 'signed out everywhere').toBe(204);
    const page = await send(`${site.siteUrl}/portal/tenant`, { from: '127.0.0.3', headers: { cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/auth?next=%2Fportal%2Ftenant');
    const cleared = (page.headers['set-cookie'] ?? []).filter((line) => /^sb-[^=]+-auth-token(\.\d+)?=;/.test(line));
    expect(cleared.length, 'the session cookie removed').toBeGreaterThan(0);
  });

  it('treats a forged session cookie as no one', async () => {
    const cookie = await signIn('127.0.0.4');
    const [name, value] = cookie.split(';')[0]!.split(/=(.*)/s) as [string, string];
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString()) as { access_token: string };
    const [header, , signature] = session.access_token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: userId, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const forged = `${name}=base64-${Buffer.from(JSON.stringify({ ...session, access_token: `${header}.${claims}.${signature}` })).toString('base64url')}`;
    const page = await send(`${site.siteUrl}/portal/tenant`, { from: '127.0.0.4', headers: { cookie: forged } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/auth?next=%2Fportal%2Ftenant');
  });

  it('renders each island with the id prefix its hydration uses', async () => {
    // Islands are rendered to strings (site/astro.config.ts): React's ids must still carry the
    // island's prefix, or two islands share ids and the browser's render does not match.
    const cookie = await signIn('127.0.0.5');
    const page = await send(`${site.siteUrl}/portal/user/submit-property`, { from: '127.0.0.5', headers: { cookie } });
    expect(page.status).toBe(200);
    const islands = [...page.text.matchAll(/<astro-island\b[^>]*\bprefix="([^"]+)"[^>]*>([\s\S]*?)<\/astro-island>/g)];
    const withIds = islands.filter(([, , html]) => /aria-controls="_/.test(html!));
    expect(withIds.length, 'an island with a combobox').toBeGreaterThan(0);
    for (const [, prefix, html] of withIds) {
      const ids = [...html!.matchAll(/aria-controls="(_[^"]*)"/g)].map(([, id]) => id);
      for (const id of ids) expect(id, `an id in island ${prefix}`).toContain(`_${prefix}R_`);
    }
  });
});
