import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseDataProvider } from 'ra-supabase';
import { USER_A, startFixture, type Fixture } from '../fixture/index.ts';

type DataProvider = ReturnType<typeof supabaseDataProvider>;
type Row = Record<string, unknown>;

let fx: Fixture;
let asOwner: DataProvider;
let asService: DataProvider;
beforeAll(async () => {
  fx = await startFixture();
  // ra-supabase copies the supabase client's headers, so a global Authorization acts as a signed-in user.
  asOwner = supabaseDataProvider({ instanceUrl: fx.url, apiKey: fx.anon, supabaseClient: fx.client(fx.tokenA) as never });
  asService = supabaseDataProvider({ instanceUrl: fx.url, apiKey: fx.service, supabaseClient: fx.client(fx.service) as never });
});
afterAll(async () => {
  await fx?.close();
});

describe('ra-supabase data provider', () => {
  it('getList: filters (ilike words, gte/lte range), sort, pagination and total', async () => {
    const { data, total } = await asOwner.getList('properties', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'rent', order: 'DESC' },
      filter: { 'title@ilike': 'sea view', 'rent@gte': 1000, 'rent@lte': 30000 },
    });
    // A sees the five active rows and her own draft 7 ('Hidden sea view', 5000).
    expect(total).toBe(3);
    expect(data.map((r: Row) => r.id)).toEqual([1, 2]);
    const page2 = await asOwner.getList('properties', { pagination: { page: 2, perPage: 4 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(page2.total).toBe(6);
    expect(page2.data.map((r: Row) => r.id)).toEqual([5, 7]);
  });

  it('getOne and getMany', async () => {
    const { data } = await asOwner.getOne('properties', { id: 3 });
    expect(data).toMatchObject({ id: 3, title: 'Garden House' });
    const many = await asOwner.getMany('cities', { ids: [1, 3] });
    expect(many.data.map((c: Row) => c.name).sort()).toEqual(['New Delhi', 'Pune']);
  });

  it('getManyReference', async () => {
    const { data, total } = await asOwner.getManyReference('property_images', {
      target: 'property_id', id: 1, pagination: { page: 1, perPage: 10 }, sort: { field: 'url', order: 'ASC' }, filter: {},
    });
    expect(total).toBe(2);
    expect(data.map((i: Row) => i.url)).toEqual(['https://img.example/1a.jpg', 'https://img.example/1b.jpg']);
  });

  it('create, update, updateMany', async () => {
    const created = await asOwner.create('properties', { data: { title: 'New flat', rent: 12000, owner_id: USER_A, city_id: 2 } });
    expect(created.data).toMatchObject({ title: 'New flat', status: 'draft' });
    const id = created.data.id as number;
    const updated = await asOwner.update('properties', { id, data: { id, rent: 13000 }, previousData: created.data });
    expect(updated.data).toMatchObject({ id, rent: 13000 });
    const many = await asOwner.updateMany('properties', { ids: [id, 1], data: { status: 'active' } });
    expect([...(many.data ?? [])].sort()).toEqual([1, id].sort());
    const [row] = await fx.sql<{ status: string }>('select status from properties where id = $1', [id]);
    expect(row?.status).toBe('active');
  });

  it('delete and deleteMany', async () => {
    // ra-data-postgrest sends no filter at all for the falsy id 0: pg-safeupdate (hosted Supabase)
    // refuses the unfiltered DELETE instead of emptying the table.
    const removed = await asService.delete('leads', { id: 0, previousData: undefined }).catch((e: { status: number; body: { code: string } }) => e);
    expect((removed as { status: number }).status).toBe(400);
    expect((removed as { body: { code: string } }).body.code).toBe('21000');
    await fx.sql(`insert into leads (id, name) values (500, 'l1'), (501, 'l2'), (502, 'l3')`);
    const one = await asService.delete('leads', { id: 500 });
    expect(one.data).toMatchObject({ id: 500, name: 'l1' });
    const many = await asService.deleteMany('leads', { ids: [501, 502] });
    expect([...(many.data ?? [])].sort()).toEqual([501, 502]);
    expect(await fx.sql('select id from leads where id >= 500')).toEqual([]);
  });
});
