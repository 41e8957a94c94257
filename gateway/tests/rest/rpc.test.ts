import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fx.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('rpc (§7.20)', () => {
  it('calls a scalar function by POST and by GET', async () => {
    const res = await post('/rpc/add_them', { a: 1, b: 2 });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('3');
    const get = await fx.fetch('/rpc/add_them?a=1&b=2');
    expect(await get.text()).toBe('3');
    const { data } = await fx.client().rpc('add_them', { a: 40, b: 2 });
    expect(data).toBe(42);
  });

  it('filters, orders and limits a set-returning function like a table', async () => {
    const res = await post('/rpc/search_properties?select=id&order=id.desc&limit=1', { q: 'sea' });
    expect(await res.json()).toEqual([{ id: 4 }]);
    const { data, count } = await fx.client().rpc('search_properties', { q: 'sea' }, { count: 'exact' }).select('id,cities(name)').order('id');
    expect(count).toBe(3);
    expect(data).toEqual([{ id: 1, cities: { name: 'Pune' } }, { id: 2, cities: { name: 'Mumbai' } }, { id: 4, cities: { name: 'New Delhi' } }]);
  });

  it('answers 204 for void, 405 25006 when GET writes, 404 PGRST202 for an unknown function', async () => {
    expect((await post('/rpc/touch')).status).toBe(204);
    const get = await fx.fetch('/rpc/touch');
    expect(get.status).toBe(405);
    expect((await get.json() as { code: string }).code).toBe('25006');
    const nope = await post('/rpc/nope', {});
    expect(nope.status).toBe(404);
    expect((await nope.json() as { code: string }).code).toBe('PGRST202');
    const patch = await fx.fetch('/rpc/touch', { method: 'PATCH' });
    expect(patch.status).toBe(405);
    expect((await patch.json() as { code: string }).code).toBe('PGRST101');
  });

  it('passes the whole body to a single unnamed json parameter, and returns setof scalars and OUT records', async () => {
    const echo = await post('/rpc/echo_json', { any: ['thing', 1] });
    expect(await echo.json()).toEqual({ any: ['thing', 1] });
    // The value's own text, as PostgreSQL writes a jsonb (its keys sorted shortest first).
    const text = await post('/rpc/echo_json', { second: [1, 2], a: 'x' });
    expect(await text.text()).toBe('{"a": "x", "second": [1, 2]}');
    const names = await fx.client().rpc('city_names');
    expect(names.data).toEqual(['Pune', 'Mumbai', 'New Delhi', 'a,b']);
    const stats = await post('/rpc/rent_stats', { min_rent: 50000 }, { apikey: fx.service });
    expect(await stats.json()).toEqual({ properties: 3, top_rent: 90000 });
    const defaults = await fx.fetch('/rpc/rent_stats', { headers: { apikey: fx.service } });
    expect(await defaults.json()).toEqual({ properties: 7, top_rent: 90000 });
  });

  it('refuses unknown argument names with PGRST202', async () => {
    const res = await post('/rpc/add_them', { a: 1, c: 2 });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'PGRST202' });
  });
});
