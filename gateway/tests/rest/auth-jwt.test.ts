import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt.ts';
import { USER_A, startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('CORS (§7.1)', () => {
  it('answers the preflight and exposes Content-Range on the following GET', async () => {
    const requested = 'apikey,authorization,prefer,accept-profile,content-profile,x-client-info';
    const pre = await fetch(`${fx.rest}/properties`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': requested },
    });
    expect(pre.status).toBeGreaterThanOrEqual(200);
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
    for (const h of requested.split(',')) expect(pre.headers.get('access-control-allow-headers')).toContain(h);
    const get = await fx.fetch('/properties', { headers: { Origin: 'http://localhost:5173' } });
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(get.headers.get('server-timing')).toMatch(/parse;dur=.*db;dur=.*total;dur=/);
    expect(get.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('API keys (§7.2)', () => {
  it('refuses a request without a key, or with an unknown key', async () => {
    const res = await fetch(`${fx.rest}/properties`);
    expect(res.status).toBe(401);
    expect((await res.json() as { message: string }).message).toBe('No API key found in request');
    const bad = await fetch(`${fx.rest}/properties`, { headers: { apikey: 'nope' } });
    expect(bad.status).toBe(401);
    expect((await bad.json() as { message: string }).message).toBe('Invalid API key');
  });

  it('runs an apikey-only request (ra-supabase, any header case, or query param) as anon', async () => {
    const res = await fetch(`${fx.rest}/properties?select=id`, { headers: { apiKey: fx.anon } });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(5);
    const query = await fetch(`${fx.rest}/properties?select=id&apikey=${fx.anon}`);
    expect(await query.json()).toHaveLength(5);
  });
});

describe('JWTs on REST (§7.22)', () => {
  it('refuses an expired token with PGRST303 and WWW-Authenticate', async () => {
    const expired = await signJwt({ sub: USER_A, role: 'authenticated' }, fx.gateway.keys.jwtSecret, -120);
    const res = await fx.fetch('/properties', { token: expired });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('refuses a token signed with another secret with PGRST301', async () => {
    const forged = await signJwt({ sub: USER_A, role: 'service_role' }, 'another-secret-that-is-long-enough-0123456789', 60);
    const res = await fx.fetch('/properties', { token: forged });
    expect(res.status).toBe(401);
    expect((await res.json() as { code: string }).code).toBe('PGRST301');
  });

  it('lets the service key read rows hidden by RLS, and a user see their own drafts', async () => {
    const service = await fx.fetch('/properties?select=id', { headers: { apikey: fx.service } });
    expect(await service.json()).toHaveLength(7);
    const { data } = await fx.client(fx.tokenA).from('properties').select('id').order('id');
    expect(data?.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('sets request settings that SQL can read (claims, headers, method, path)', async () => {
    await fx.sql(`create function public.whoami() returns json language sql stable as $$
      select json_build_object('uid', auth.uid(), 'role', current_setting('role'), 'method', current_setting('request.method'),
        'path', current_setting('request.path'), 'agent', current_setting('request.headers')::json->>'x-test',
        'timeout', current_setting('statement_timeout'))
    $$`);
    await fx.sql(`notify pgrst, 'reload schema'`);
    await expect.poll(async () => (await fx.fetch('/rpc/whoami', { token: fx.tokenA })).status, { timeout: 5000 }).toBe(200);
    const res = await fx.fetch('/rpc/whoami', { token: fx.tokenA, headers: { 'X-Test': 'yes' } });
    // Per-role statement timeouts of the platform migration (authenticated 8s, anon 3s).
    expect(await res.json()).toEqual({ uid: USER_A, role: 'authenticated', method: 'GET', path: '/rpc/whoami', agent: 'yes', timeout: '8s' });
    const anon = await fx.fetch('/rpc/whoami');
    expect(await anon.json()).toMatchObject({ uid: null, role: 'anon', timeout: '3s' });
  });

  it('gives SQL every request header once, lowercased, repeated ones joined as fetch joins them, and the cookies apart', async () => {
    await fx.sql(`create function public.seen_headers() returns json language sql stable as $$
      select json_build_object('headers', current_setting('request.headers')::json, 'cookies', current_setting('request.cookies')::json)
    $$`);
    await fx.sql(`notify pgrst, 'reload schema'`);
    await expect.poll(async () => (await fx.fetch('/rpc/seen_headers')).status, { timeout: 5000 }).toBe(200);
    // Raw pairs: fetch would join the repeated headers before they left.
    const raw = ['Host', new URL(fx.gateway.url).host, 'ApiKey', fx.anon, 'X-Test', 'one', 'x-test', 'two', 'Cookie', 'theme=dark', 'Cookie', 'lang=hi', 'X-Proxy-Secret', 'guess'];
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${fx.gateway.url}/rest/v1/rpc/seen_headers`, { headers: raw }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text));
      });
      req.on('error', reject).end();
    });
    const seen = JSON.parse(body) as { headers: Record<string, string>; cookies: Record<string, string> };
    expect(seen.headers).toMatchObject({ apikey: fx.anon, 'x-test': 'one, two', 'x-forwarded-for': '127.0.0.1' });
    expect(seen.headers).not.toHaveProperty('x-proxy-secret');
    expect(seen.headers).not.toHaveProperty('cookie');
    expect(seen.cookies).toEqual({ theme: 'dark', lang: 'hi' });
  });

  it('refuses a token whose role does not exist with 401', async () => {
    const token = await signJwt({ role: 'nobody' }, fx.gateway.keys.jwtSecret, 60);
    const res = await fx.fetch('/properties', { token });
    expect(res.status).toBe(401);
  });
});
