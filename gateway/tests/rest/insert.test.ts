import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_A, USER_B, startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const json = { 'Content-Type': 'application/json' };

describe('insert', () => {
  it('inserts with return=minimal as anon under an INSERT-only policy, using column defaults (§7.12)', async () => {
    const res = await fx.fetch('/leads', { method: 'POST', headers: json, body: JSON.stringify({ property_id: 1, name: 'x' }) });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    expect(res.headers.get('content-range')).toBe('*/*');
    const [lead] = await fx.sql<{ phone: string }>(`select phone from leads where name = 'x'`);
    expect(lead?.phone).toBe('n/a');
    const returning = await fx.fetch('/leads?select=*', {
      method: 'POST', headers: { ...json, Prefer: 'return=representation' }, body: JSON.stringify({ property_id: 1, name: 'y' }),
    });
    expect(returning.status).toBe(401);
    expect((await returning.json() as { code: string }).code).toBe('42501');
  });

  it('creates like ra-supabase: a single object with generated id, defaults and PostgreSQL timestamps (§7.13)', async () => {
    const res = await fx.fetch('/properties', {
      method: 'POST', token: fx.tokenA,
      headers: { ...json, Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' },
      body: JSON.stringify({ title: 't', rent: 1, owner_id: USER_A, city_id: 1 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    const row = await res.json() as { id: number; status: string; created_at: string };
    expect(row.id).toBeGreaterThan(100);
    expect(row.status).toBe('draft');
    expect(row.created_at).toMatch(/^20\d\d-\d\d-\d\dT[\d:.]+\+00:00$/);
  });

  it('bulk-inserts with columns: missing keys are NULL, or DEFAULT with missing=default (§7.14)', async () => {
    const body = JSON.stringify([{ name: 'a' }, { name: 'b', phone: '9' }]);
    const asNull = await fx.fetch('/leads?columns=%22name%22,%22phone%22&select=name,phone', {
      method: 'POST', token: fx.service, headers: { ...json, apikey: fx.service, Prefer: 'return=representation' }, body,
    });
    expect(asNull.status).toBe(201);
    expect(await asNull.json()).toEqual([{ name: 'a', phone: null }, { name: 'b', phone: '9' }]);
    const asDefault = await fx.fetch('/leads?columns=%22name%22,%22phone%22&select=name,phone', {
      method: 'POST', headers: { ...json, apikey: fx.service, Prefer: 'missing=default, return=representation' }, body,
    });
    expect(await asDefault.json()).toEqual([{ name: 'a', phone: 'n/a' }, { name: 'b', phone: '9' }]);
  });

  it('inserts through supabase-js, with select() and a count', async () => {
    const client = fx.client(fx.tokenA);
    const { data, error, count, status } = await client.from('properties')
      .insert([{ title: 'p1', rent: 100, owner_id: USER_A, city_id: 2 }, { title: 'p2', rent: 200, owner_id: USER_A, city_id: 2 }], { count: 'exact' })
      .select('title,cities(name)');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(count).toBe(2);
    expect(data).toEqual([{ title: 'p1', cities: { name: 'Mumbai' } }, { title: 'p2', cities: { name: 'Mumbai' } }]);
  });

  it('refuses a row another user would own with 403, and as anon with 401 (§7.17)', async () => {
    const body = JSON.stringify({ title: 'x', rent: 1, owner_id: USER_B, city_id: 1 });
    const asA = await fx.fetch('/properties', { method: 'POST', token: fx.tokenA, headers: json, body });
    expect(asA.status).toBe(403);
    expect(await asA.json()).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "properties"' });
    const asAnon = await fx.fetch('/properties', { method: 'POST', headers: json, body });
    expect(asAnon.status).toBe(401);
    expect(asAnon.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('maps constraint and trigger errors: 23505 and 23503 → 409, P0001 → 400 (§7.18)', async () => {
    const dup = await fx.fetch('/cities', { method: 'POST', headers: { ...json, apikey: fx.service }, body: JSON.stringify({ id: 1, name: 'Again' }) });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ code: '23505', details: 'Key (id)=(1) already exists.' });
    const fk = await fx.fetch('/properties', {
      method: 'POST', token: fx.tokenA, headers: json, body: JSON.stringify({ title: 'x', owner_id: USER_A, city_id: 999 }),
    });
    expect(fk.status).toBe(409);
    expect((await fk.json() as { code: string }).code).toBe('23503');
    const low = await fx.fetch('/properties', {
      method: 'POST', token: fx.tokenA, headers: json, body: JSON.stringify({ title: 'x', owner_id: USER_A, city_id: 1, rent: -5 }),
    });
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ code: 'P0001', message: 'Rent too low' });
  });

  it('rejects unknown columns (PGRST204), mismatched keys and bad JSON (PGRST102)', async () => {
    const unknown = await fx.fetch('/leads', { method: 'POST', headers: json, body: JSON.stringify({ nope: 1 }) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nope' column of 'leads' in the schema cache" });
    const mixed = await fx.fetch('/leads', { method: 'POST', headers: json, body: JSON.stringify([{ name: 'a' }, { phone: '1' }]) });
    expect(await mixed.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    const bad = await fx.fetch('/leads', { method: 'POST', headers: json, body: '{"name":' });
    expect(await bad.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });

  it('returns the written rows as json_agg writes them, with the status and headers a trigger set for the response', async () => {
    await fx.sql(`
      create table public.stamps (id int primary key, label text not null, note text);
      create function public.stamp_response() returns trigger language plpgsql as $$
      begin
        perform set_config('response.headers', json_build_array(json_build_object('x-stamped', new.label))::text, true);
        perform set_config('response.status', '202', true);
        return new;
      end $$;
      create trigger stamps_response before insert on public.stamps for each row execute function public.stamp_response();
      grant insert, select on public.stamps to service_role;
      notify pgrst, 'reload schema';`);
    const service = { ...json, apikey: fx.service };
    await expect.poll(async () => (await fx.fetch('/stamps', { headers: service })).status, { timeout: 5000 }).toBe(200);
    const res = await fx.fetch('/stamps?select=label,id', {
      method: 'POST', headers: { ...service, Prefer: 'return=representation' },
      body: JSON.stringify([{ id: 1, label: 'a', note: null }, { id: 2, label: 'b', note: 'n' }]),
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-stamped')).toBe('b');
    expect(await res.text()).toBe('[{"label":"a","id":1}, \n {"label":"b","id":2}]');
    const minimal = await fx.fetch('/stamps', { method: 'POST', headers: { ...service, Prefer: 'count=exact' }, body: JSON.stringify({ id: 3, label: 'c' }) });
    expect(minimal.status).toBe(202);
    expect(minimal.headers.get('content-range')).toBe('*/1');
    expect(await minimal.text()).toBe('');
    const failed = await fx.fetch('/stamps', { method: 'POST', headers: service, body: JSON.stringify([{ id: 4, label: 'd' }, { id: 4, label: 'e' }]) });
    expect(failed.status).toBe(409);
    expect(await fx.sql<{ id: number }>('select id from public.stamps order by id')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('answers return=headers-only with a Location', async () => {
    const res = await fx.fetch('/cities', {
      method: 'POST', headers: { ...json, apikey: fx.service, Prefer: 'return=headers-only' }, body: JSON.stringify({ id: 50, name: 'Goa' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/cities?id=eq.50');
    expect(await res.text()).toBe('');
  });

  it('answers each insert of a shape sent before with its own rows, and each other shape with its own columns', async () => {
    const service = { ...json, apikey: fx.service };
    const post = async (query: string, prefer: string, body: unknown) => {
      const res = await fx.fetch(`/leads${query}`, { method: 'POST', headers: { ...service, Prefer: prefer }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.text() };
    };
    const rep = 'return=representation';
    const first = await post('?select=name,phone', rep, { name: 'kept 1', phone: '1' });
    const second = await post('?select=name,phone', rep, { name: 'kept 2', phone: '2' });
    const otherColumns = await post('?select=name,phone', rep, { name: 'kept 3' });
    const missingDefault = await post('?columns=name,phone&select=name,phone', `${rep}, missing=default`, [{ name: 'kept 4', phone: '4' }, { name: 'kept 5' }]);
    const otherSelect = await post('?select=name', rep, { name: 'kept 6', phone: '6' });
    const minimal = await post('?select=name,phone', 'return=minimal', { name: 'kept 7', phone: '7' });
    const again = await post('?select=name,phone', rep, { name: 'kept 8', phone: '8' });
    expect(first).toEqual({ status: 201, body: '[{"name":"kept 1","phone":"1"}]' });
    expect(second).toEqual({ status: 201, body: '[{"name":"kept 2","phone":"2"}]' });
    expect(otherColumns).toEqual({ status: 201, body: '[{"name":"kept 3","phone":"n/a"}]' });
    expect(JSON.parse(missingDefault.body)).toEqual([{ name: 'kept 4', phone: '4' }, { name: 'kept 5', phone: 'n/a' }]);
    expect(otherSelect).toEqual({ status: 201, body: '[{"name":"kept 6"}]' });
    expect(minimal).toEqual({ status: 201, body: '' });
    expect(again).toEqual({ status: 201, body: '[{"name":"kept 8","phone":"8"}]' });
    // Under an INSERT-only policy the same shape returned needs a SELECT policy, and minimal does not.
    const asAnon = (prefer: string, name: string) => fx.fetch('/leads?select=name', {
      method: 'POST', headers: { ...json, Prefer: prefer }, body: JSON.stringify({ name }),
    });
    expect((await asAnon(rep, 'kept 9')).status).toBe(401);
    expect((await asAnon('return=minimal', 'kept 9')).status).toBe(201);
    const rows = await fx.sql<{ name: string; phone: string | null }>(`select name, phone from leads where name like 'kept %' order by name`);
    expect(rows).toEqual([
      { name: 'kept 1', phone: '1' }, { name: 'kept 2', phone: '2' }, { name: 'kept 3', phone: 'n/a' }, { name: 'kept 4', phone: '4' },
      { name: 'kept 5', phone: 'n/a' }, { name: 'kept 6', phone: '6' }, { name: 'kept 7', phone: '7' }, { name: 'kept 8', phone: '8' },
      { name: 'kept 9', phone: 'n/a' },
    ]);
  });
});
