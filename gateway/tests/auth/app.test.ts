import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createLogger } from '../../src/log.ts';
import { SITE_URL, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

// The same routers mounted by the real app: open routes, CORS and the apikey rule seen end to end.
let gateway: TestGateway;
let appUrl: string;
let close: () => Promise<void>;
beforeAll(async () => {
  gateway = await startGateway();
  const server = serve({ fetch: createApp(gateway.ctx, { log: createLogger() }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await gateway.close();
});

describe('auth and storage inside the gateway app', () => {
  it('requires the apikey on /auth/v1 but not on the emailed /verify link', async () => {
    const missing = await fetch(`${appUrl}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    const verify = await fetch(`${appUrl}/auth/v1/verify?token=nope&type=recovery`, { redirect: 'manual' });
    expect(verify.status).toBe(303);
  });

  it('exposes X-Supabase-Api-Version to browsers on auth errors', async () => {
    const { email } = await createSignedInUser(gateway);
    const response = await fetch(`${appUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: SITE_URL,
        apikey: gateway.ctx.keys.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email, password: 'wrong-one' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-supabase-api-version');
  });

  it('answers storage errors in the storage envelope, not the REST one', async () => {
    const response = await fetch(`${appUrl}/storage/v1/object/public/nope/a.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});
