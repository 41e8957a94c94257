import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('schema cache, health and OpenAPI', () => {
  it('is ready once the cache is loaded and the database answers', async () => {
    expect((await fetch(`${fx.url}/health`)).status).toBe(200);
    const ready = await fetch(`${fx.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it("reloads on NOTIFY pgrst, 'reload schema' while serving requests", async () => {
    expect((await fx.fetch('/landmarks')).status).toBe(404);
    await fx.sql('create table public.landmarks (id int primary key, name text); grant select on public.landmarks to anon');
    await fx.sql(`insert into public.landmarks values (1, 'Shaniwar Wada')`);
    const during = Array.from({ length: 20 }, () => fx.fetch('/cities?select=id'));
    await fx.sql(`notify pgrst, 'reload schema'`);
    for (const res of await Promise.all(during)) expect(res.status).toBe(200);
    await expect.poll(async () => (await fx.fetch('/landmarks')).status, { timeout: 5000 }).toBe(200);
    expect(await (await fx.fetch('/landmarks?select=name')).json()).toEqual([{ name: 'Shaniwar Wada' }]);
  });

  it('serves the OpenAPI root to the service role only', async () => {
    const anon = await fx.fetch('/');
    expect(anon.status).toBe(403);
    const res = await fx.fetch('/', { headers: { apikey: fx.service } });
    expect(res.status).toBe(200);
    const doc = await res.json() as { swagger: string; definitions: Record<string, { properties: Record<string, { description?: string; format: string }>; required: string[] }> };
    expect(doc.swagger).toBe('2.0');
    const properties = doc.definitions.properties;
    expect(properties?.properties.id?.description).toContain('<pk/>');
    expect(properties?.properties.city_id?.description).toContain('`cities.id`');
    expect(properties?.properties.created_at?.format).toBe('timestamp with time zone');
    expect(properties?.required).toEqual(['title']);
  });
});
