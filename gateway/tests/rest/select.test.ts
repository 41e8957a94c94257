import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('select', () => {
  it('reads only active rows as anon, with exactly the selected columns', async () => {
    const { data, error } = await fx.client().from('properties').select('id,title').order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(['id', 'title']);
  });

  it('applies aliases, casts and JSON paths', async () => {
    const { data, error } = await fx.client().from('properties')
      .select('key:id,rent_text:rent::text,details->floor,facing:details->>facing').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ key: 1, rent_text: '25000', floor: 3, facing: 'west' });
  });

  it('encodes values the way PostgreSQL does (timestamptz, arrays, bigint)', async () => {
    const res = await fx.fetch('/properties?select=id,tags,created_at&id=eq.1');
    const [row] = await res.json() as Array<{ id: number; tags: string[]; created_at: string }>;
    expect(row?.tags).toEqual(['balcony', 'parking']);
    expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it('renders timestamps in the zone of Prefer: timezone', async () => {
    const res = await fx.fetch('/properties?select=created_at&id=eq.1', { headers: { Prefer: 'timezone=Asia/Kolkata' } });
    const [row] = await res.json() as Array<{ created_at: string }>;
    expect(row?.created_at).toMatch(/\+05:30$/);
  });

  it('orders with nulls first/last and on JSON paths', async () => {
    const { data } = await fx.client().from('properties').select('id').order('details->floor', { ascending: false, nullsFirst: false });
    expect(data?.map((r) => r.id)).toEqual([4, 1, 2, 3, 5]);
    const res = await fx.fetch('/properties?select=id&order=details->floor.asc.nullsfirst,id.desc');
    expect((await res.json() as Array<{ id: number }>).map((r) => r.id)).toEqual([5, 3, 2, 1, 4]);
  });

  it('strips nulls and renders CSV on request', async () => {
    const stripped = await fx.client().from('properties').select('id,details').eq('id', 3).stripNulls();
    expect(stripped.data).toEqual([{ id: 3 }]);
    const csv = await fx.fetch('/cities?select=id,name&order=id', { headers: { Accept: 'text/csv' } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toBe('id,name\n1,Pune\n2,Mumbai\n3,"New Delhi"\n4,"a,b"');
  });

  it('reads a view with security_invoker', async () => {
    const { data, error } = await fx.client().from('active_properties').select('id').order('id');
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses an unknown column with 42703 before reaching PostgreSQL', async () => {
    const res = await fx.fetch('/properties?select=nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '42703', message: 'column properties.nope does not exist' });
  });

  it('refuses aggregates as Supabase does (PGRST123)', async () => {
    const res = await fx.fetch('/properties?select=rent.sum()');
    expect(res.status).toBe(400);
    expect((await res.json() as { code: string }).code).toBe('PGRST123');
  });
});
