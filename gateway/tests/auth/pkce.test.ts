// PKCE through @supabase/ssr, the way the site uses it: the server client keeps the code verifier in
// a cookie, the emailed link redirects with ?code=, and the code is exchanged once for a session.
import { createServerClient } from '@supabase/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, decodeJwt, createSignedInUser, SITE_URL, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

// Sign-ups are confirmed by email and email changes from both addresses: the defaults.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** A server client over a plain cookie jar, as a site request would have one. */
function ssrClient(target: TestGateway) {
  const jar = new Map<string, string>();
  const client = createServerClient(target.url, target.ctx.keys.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) => {
        for (const { name, value } of list) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  return { client, jar };
}

async function latestLink(target: TestGateway, email: string): Promise<string> {
  const { rows } = await target.db.query<{ link: string }>(
    'select link from auth.outbox where recipient = $1 order by id desc limit 1',
    [email],
  );
  if (!rows[0]) throw new Error(`no mail for ${email}`);
  return rows[0].link;
}

/** Opens an emailed link like a browser and returns where it redirects. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const CALLBACK = `${SITE_URL}/auth/callback?next=%2Fauth%2Freset`;

describe('PKCE grant through @supabase/ssr', () => {
  it('recovers a password: the link redirects with a code, the code opens a recovery session once', async () => {
    const { email } = await createSignedInUser(gateway);
    const { client, jar } = ssrClient(gateway);
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: CALLBACK })).error).toBeNull();
    expect([...jar.keys()].some((name) => name.endsWith('-code-verifier')), 'verifier cookie').toBe(true);

    const link = await latestLink(gateway, email);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = await follow(link);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('next')).toBe('/auth/reset');
    const code = location.searchParams.get('code');
    expect(code, 'code in the query').toBeTruthy();
    expect(location.hash).toBe('');

    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    const amr = decodeJwt(exchanged.data.session!.access_token).amr as { method: string }[];
    expect(amr.map((claim) => claim.method)).toContain('recovery');
    // A recovery session sets a new password without the old one.
    expect((await client.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    expect((await gateway.client().auth.signInWithPassword({ email, password: 'a-new-password' })).error).toBeNull();

    const again = await fetch(`${gateway.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: authHeaders(gateway),
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('confirms a sign-up', async () => {
    const email = uniqueEmail('confirm');
    const { client } = ssrClient(gateway);
    const signUp = await client.auth.signUp({ email, password: 'correct-horse', options: { emailRedirectTo: CALLBACK } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const location = await follow(await latestLink(gateway, email));
    const exchanged = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('changes the email once both links are followed: the first says so, the second gives the code', async () => {
    const { email, password } = await createSignedInUser(gateway);
    const { client } = ssrClient(gateway);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const next = uniqueEmail('pkce-moved');
    const asked = await client.auth.updateUser({ email: next }, { emailRedirectTo: CALLBACK });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: next });

    const first = await follow(await latestLink(gateway, email));
    expect(first.searchParams.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(first.searchParams.get('code')).toBeNull();
    expect(new URLSearchParams(first.hash.slice(1)).get('message')).toBe(first.searchParams.get('message'));
    const second = await follow(await latestLink(gateway, next));
    const exchanged = await client.auth.exchangeCodeForSession(second.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({ email: next });
    expect(exchanged.data.user?.new_email).toBeUndefined();
  });

  it('signs in with a magic link', async () => {
    const { email } = await createSignedInUser(gateway);
    const { client } = ssrClient(gateway);
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: CALLBACK } })).error).toBeNull();
    const location = await follow(await latestLink(gateway, email));
    const exchanged = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
  });

  it('refuses a code with the wrong verifier, and an expired code', async () => {
    const { email } = await createSignedInUser(gateway);
    const { client } = ssrClient(gateway);
    await client.auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    const code = (await follow(await latestLink(gateway, email))).searchParams.get('code')!;
    const exchange = (verifier: string) =>
      fetch(`${gateway.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: authHeaders(gateway),
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
    const wrong = await exchange('w'.repeat(64));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

    await gateway.db.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '301 seconds' where auth_code = $1`,
      [code],
    );
    const late = await client.auth.exchangeCodeForSession(code);
    expect(late.error?.status).toBe(422);
    expect(late.error?.code).toBe('flow_state_expired');
  });

  it('refuses half a challenge, and a link whose flow was never recorded', async () => {
    const half = await fetch(`${gateway.url}/auth/v1/recover`, {
      method: 'POST',
      headers: authHeaders(gateway),
      body: JSON.stringify({ email: 'someone@x.in', code_challenge: 'c'.repeat(43) }),
    });
    expect(half.status).toBe(400);
    expect(await half.json()).toMatchObject({ code: 'validation_failed' });

    const { email } = await createSignedInUser(gateway);
    await gateway.client().auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    const implicit = await latestLink(gateway, email);
    const forged = new URL(implicit);
    forged.searchParams.set('token', `pkce_${forged.searchParams.get('token')}`);
    const location = await follow(forged.toString());
    expect(location.searchParams.get('error_code')).toBe('flow_state_not_found');
    expect(location.searchParams.get('code')).toBeNull();
  });
});
