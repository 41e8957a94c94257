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

  it('counts embedded rows with `target(count)`, only those the caller may see, like PostgREST', async () => {
    const anon = await fx.client().from('cities').select('name, properties(count)').in('id', [1, 2, 4]).order('id');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([
      { name: 'Pune', properties: [{ count: 2 }] },
      { name: 'Mumbai', properties: [{ count: 2 }] },
      { name: 'a,b', properties: [{ count: 0 }] },
    ]);
    const owner = await fx.client(fx.tokenB).from('cities').select('name, properties(count)').eq('id', 1).single();
    expect(owner.data, 'B also counts their own draft villa').toEqual({ name: 'Pune', properties: [{ count: 3 }] });
    const aliased = await fx.fetch('/properties?select=id,photos:property_images(count)&id=in.(1,5)&order=id');
    expect(await aliased.json()).toEqual([{ id: 1, photos: [{ count: 2 }] }, { id: 5, photos: [{ count: 0 }] }]);
  });

  it('names both tables when more than one relationship fits (PGRST201)', async () => {
    await fx.sql('alter table public.properties add column manager_id uuid references public.profiles (id)');
    await fx.sql(`notify pgrst, 'reload schema'`);
    await expect.poll(async () => (await fx.fetch('/properties?select=id,profiles(full_name)')).status, { timeout: 5000 }).toBe(300);
    const res = await fx.fetch('/properties?select=id,profiles(full_name)');
    const body = await res.json() as { code: string; message: string; hint: string; details: unknown[] };
    expect(body.code).toBe('PGRST201');
    expect(body.message).toBe("Could not embed because more than one relationship was found for 'properties' and 'profiles'");
    expect(body.hint).toMatch(/^Try changing 'profiles' to one of the following: 'profiles!properties_\w+_fkey', 'profiles!properties_\w+_fkey'\. Find the desired relationship in the 'details' key\.$/);
    for (const constraint of ['properties_owner_id_fkey', 'properties_manager_id_fkey']) expect(body.hint).toContain(`'profiles!${constraint}'`);
    expect(body.details).toHaveLength(2);
  });
});
