import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const ids = async (query: string, token?: string) => {
  const res = await fx.fetch(`/properties?select=id&order=id${query ? `&${query}` : ''}`, { token });
  expect(res.status).toBe(200);
  return (await res.json() as Array<{ id: number }>).map((r) => r.id);
};

describe('filters', () => {
  it('compares with eq/neq/gt/gte/lt/lte, coercing the value to the column type', async () => {
    expect(await ids('rent=gte.25000')).toEqual([1, 3, 4]);
    expect(await ids('rent=lt.9000')).toEqual([2]);
    expect(await ids('rent=neq.8000&rent=lte.25000')).toEqual([1, 5]);
  });

  it('treats ra-data-postgrest indexed keys as the column and * as the LIKE wildcard (§7.9)', async () => {
    const res = await fx.fetch('/properties?select=id,title&title%5B0%5D=ilike.%2Asea%2A&title%5B1%5D=ilike.%2Aview%2A&order=id');
    const rows = await res.json() as Array<{ id: number; title: string }>;
    expect(rows.map((r) => r.id)).toEqual([1, 2, 4]);
    for (const row of rows) expect(row.title.toLowerCase()).toMatch(/sea.*view|view.*sea/);
  });

  it('reads in-lists with quoting and + as a space; empty lists match nothing (§7.10)', async () => {
    const res = await fx.fetch('/cities?select=name&name=in.(Pune,New+Delhi,%22a%2Cb%22)&order=id');
    expect(await res.json()).toEqual([{ name: 'Pune' }, { name: 'New Delhi' }, { name: 'a,b' }]);
    const empty = await fx.fetch('/cities?name=in.()');
    expect(await empty.json()).toEqual([]);
    const { data } = await fx.client().from('cities').select('id').in('name', ['New Delhi', 'a,b']).order('id');
    expect(data).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('evaluates or/and/not trees with nesting, and negated trees (§7.11)', async () => {
    expect(await ids('or=(rent.lt.10000,and(rent.gte.50000,status.eq.active))&tags=cs.{balcony}')).toEqual([2, 4]);
    expect(await ids('not.or=(rent.lt.10000,and(rent.gte.50000,status.eq.active))&tags=cs.{balcony}')).toEqual([1]);
    const { data } = await fx.client().from('properties').select('id').or('id.eq.1,title.eq."Garden House"').order('id');
    expect(data).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('supports is, isdistinct, not., arrays, jsonb and regex operators', async () => {
    expect(await ids('details=is.null')).toEqual([3, 5]);
    expect(await ids('details=not.is.null')).toEqual([1, 2, 4]);
    expect(await ids('details=is.not_null')).toEqual([1, 2, 4]);
    expect(await ids('id=not.in.(1,2)')).toEqual([3, 4, 5]);
    expect(await ids('tags=ov.{garden,parking}')).toEqual([1, 3]);
    expect(await ids('tags=cd.{balcony,parking,x}')).toEqual([1, 2, 4, 5]);
    expect(await ids('details=cs.{"floor":1}')).toEqual([2]);
    expect(await ids('details->>floor=eq.9')).toEqual([4]);
    expect(await ids('details->floor=gt.2')).toEqual([1, 4]);
    expect(await ids('title=match.^S')).toEqual([1, 2, 5]);
    expect(await ids('title=imatch.^s')).toEqual([1, 2, 5]);
    expect(await ids('title=isdistinct.Studio')).toEqual([1, 2, 3, 4]);
    expect(await ids('title=like(any).{Sea*,Stu*}')).toEqual([1, 2, 5]);
    expect(await ids('title=ilike(all).{*sea*,*view*}')).toEqual([1, 2, 4]);
  });

  it('runs full-text search operators, with a language', async () => {
    expect(await ids('title=fts.garden')).toEqual([3]);
    // 'Seaside' and 'Overview' are other lexemes than 'sea' and 'view'.
    expect(await ids('title=plfts(english).sea view')).toEqual([1]);
    expect(await ids('title=wfts(english).sea -flat')).toEqual([4]);
    expect(await ids('title=phfts.garden house')).toEqual([3]);
    const { data } = await fx.client().from('properties').select('id').textSearch('title', "'sea' & 'flat'", { config: 'english' });
    expect(data).toEqual([{ id: 1 }]);
  });

  it('answers 400 PGRST100 to an unknown operator, and 22P02 to a value of the wrong type', async () => {
    const bad = await fx.fetch('/properties?rent=foo.1');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'PGRST100' });
    const wrong = await fx.fetch('/properties?id=eq.abc');
    expect(wrong.status).toBe(400);
    expect((await wrong.json() as { code: string }).code).toBe('22P02');
  });
});
