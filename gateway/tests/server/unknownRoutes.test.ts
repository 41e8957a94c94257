import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${fx.url}${path}`, { ...init, headers: { apikey: fx.anon, ...(init.headers as Record<string, string>) } });

describe('routes the gateway does not serve answer JSON in their protocol\'s shape', () => {
  it('publishes an empty JWKS, as GoTrue does when tokens are signed with the shared secret', async () => {
    const response = await fetch(`${fx.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('answers GoTrue, storage-api, PostgREST and gateway-layer 404s as JSON', async () => {
    const auth = await get('/auth/v1/nope', { method: 'POST' });
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 404, error_code: 'not_found', msg: 'Not found' });
    const storage = await get('/storage/v1/nope/deeper');
    expect(await storage.json()).toMatchObject({ statusCode: '404', error: 'Not Found', message: 'Route not found' });
    const rest = await get('/rest/v1/cities/1/extra');
    expect(rest.status).toBe(404);
    expect(await rest.json()).toMatchObject({ code: 'PGRST125' });
    for (const path of ['/.well-known/jwks.json', '/functions/v1/hello', '/']) {
      const other = await get(path);
      expect(other.status, path).toBe(404);
      expect(other.headers.get('content-type'), path).toContain('application/json');
      expect(await other.json(), path).toEqual({ message: 'no Route matched with those values' });
    }
  });
});
