import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('embedding', () => {
  it('gives to-one embeds as objects and to-many as arrays (§7.7)', async () => {
    const res = await fx.fetch('/properties?select=id,owner:profiles!owner_id(full_name),images:property_images(url),city:cities(name)&id=in.(1,5)&order=id');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: 1, owner: { full_name: 'Asha Rao' }, images: [{ url: 'https://img.example/1a.jpg' }, { url: 'https://img.example/1b.jpg' }], city: { name: 'Pune' } },
      { id: 5, owner: { full_name: 'Bala Iyer' }, images: [], city: { name: 'Mumbai' } },
    ]);
    const none = await fx.fetch('/properties?select=id,nope(*)');
    expect(none.status).toBe(400);
    expect((await none.json() as { code: string }).code).toBe('PGRST200');
  });

  it('filters parents with !inner and only the embed without it (§7.8)', async () => {
    const inner = await fx.fetch('/properties?select=id,cities!inner(name)&cities.name=eq.Pune&order=id');
    expect(await inner.json()).toEqual([{ id: 1, cities: { name: 'Pune' } }, { id: 3, cities: { name: 'Pune' } }]);
    const left = await fx.fetch('/properties?select=id,cities(name)&cities.name=eq.Pune&order=id');
    const rows = await left.json() as Array<{ id: number; cities: unknown }>;
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.id === 2)?.cities).toBeNull();
  });

  it('embeds through a foreign-key column name and the reverse direction, nested', async () => {
    const { data, error } = await fx.client().from('cities')
      .select('name,properties(id,owner_id(full_name),property_images(url))').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Mumbai',
      properties: [
        { id: 2, owner_id: { full_name: 'Asha Rao' }, property_images: [{ url: 'https://img.example/2a.jpg' }] },
        { id: 5, owner_id: { full_name: 'Bala Iyer' }, property_images: [] },
      ],
    });
  });

  it('applies embedded order, limit and or, and spreads to-one embeds', async () => {
    const { data } = await fx.client().from('properties').select('id,property_images(url)').eq('id', 1)
      .order('url', { referencedTable: 'property_images', ascending: false }).limit(1, { referencedTable: 'property_images' });
    expect(data).toEqual([{ id: 1, property_images: [{ url: 'https://img.example/1b.jpg' }] }]);
    const spread = await fx.fetch('/properties?select=id,...cities(city:name)&id=eq.4');
    expect(await spread.json()).toEqual([{ id: 4, city: 'New Delhi' }]);
    const orTree = await fx.fetch('/cities?select=id,properties(id)&properties.or=(rent.lt.9000,rent.gt.50000)&id=eq.2');
    expect(await orTree.json()).toEqual([{ id: 2, properties: [{ id: 2 }] }]);
  });

  it('filters on embed presence and orders by a to-one column', async () => {
    const withImages = await fx.fetch('/properties?select=id,property_images()&property_images=not.is.null&order=id');
    expect(await withImages.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const ordered = await fx.fetch('/properties?select=id&order=cities(name).desc,id.asc');
    expect((await ordered.json() as Array<{ id: number }>).map((r) => r.id)).toEqual([1, 3, 4, 2, 5]);
    const bad = await fx.fetch('/properties?select=id&cities.name=eq.Pune');
    expect(bad.status).toBe(400);
    expect((await bad.json() as { code: string }).code).toBe('PGRST108');
    const toMany = await fx.fetch('/cities?select=id&order=properties(rent)');
    expect((await toMany.json() as { code: string }).code).toBe('PGRST118');
  });

  it('embeds many-to-many through a junction table, both ways', async () => {
    const res = await fx.fetch('/properties?select=id,amenities(name)&id=in.(1,5)&order=id&amenities.order=id');
    expect(await res.json()).toEqual([{ id: 1, amenities: [{ name: 'Lift' }, { name: 'Power backup' }] }, { id: 5, amenities: [] }]);
    const back = await fx.fetch('/amenities?select=name,properties(id)&id=eq.3');
    expect(await back.json()).toEqual([{ name: 'Gym', properties: [{ id: 4 }] }]);
  });

  it('embeds from a view through its base table', async () => {
    const res = await fx.fetch('/active_properties?select=id,cities(name)&id=eq.1');
    expect(await res.json()).toEqual([{ id: 1, cities: { name: 'Pune' } }]);
  });
});
