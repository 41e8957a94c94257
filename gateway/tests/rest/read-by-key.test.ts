import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

// A read that names one row by its whole primary key gets that row's JSON object from PostgreSQL
// instead of an aggregate over its page (Statement.single). Each case is asked twice: by the key
// alone, and with one more filter that every row passes, which takes the general form, so the two
// answers must be the same to the byte.

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture({
    sql: `
      create function public.tag_read(label text) returns boolean language plpgsql volatile as $$
      begin
        perform set_config('response.headers', json_build_array(json_build_object('x-read', label))::text, true);
        return true;
      end $$;
      create table public.tagged (id int primary key, label text);
      insert into public.tagged values (1, 'one');
      alter table public.tagged enable row level security;
      create policy tagged_read on public.tagged for select to anon using (public.tag_read(label));
      grant select on public.tagged to anon;`,
  });
});
afterAll(async () => {
  await fx?.close();
});

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | null>;
}

const SHOWN = ['content-type', 'content-range', 'content-location', 'x-read'];

async function answer(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fx.fetch(path, init);
  return { status: res.status, body: await res.text(), headers: Object.fromEntries(SHOWN.map((h) => [h, res.headers.get(h)])) };
}

/** The answer by key alone and by key with `also`, a filter every row passes; content-location names the query, so it is left out. */
async function both(path: string, also: string, init: RequestInit = {}): Promise<[Answer, Answer]> {
  const byKey = await answer(path, init);
  const general = await answer(`${path}&${also}`, init);
  for (const a of [byKey, general]) delete a.headers['content-location'];
  return [byKey, general];
}

const OBJECT = { Accept: 'application/vnd.pgrst.object+json' };

describe('a read by whole primary key', () => {
  it('answers a row as the general form does: array, bare object, nulls stripped, embeds', async () => {
    const cases: Array<[string, RequestInit]> = [
      ['/properties?id=eq.1', {}],
      ['/properties?id=eq.3', { headers: OBJECT }],
      ['/properties?id=eq.3&select=id,title,details', { headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' } }],
      ['/properties?id=eq.5&select=id,details', { headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' } }],
      ['/properties?id=eq.1&select=title,cities(name),property_images(url),amenities(name)', {}],
      ['/properties?id=eq.1&select=title,city:cities!inner(name)', { headers: OBJECT }],
    ];
    for (const [path, init] of cases) {
      const [byKey, general] = await both(path, 'id=gte.0', init);
      expect(byKey.status, path).toBe(200);
      expect(byKey, path).toEqual(general);
      const asked = new Headers(init.headers).get('accept') ?? 'application/json';
      expect(byKey.headers['content-type'], path).toBe(`${asked}; charset=utf-8`);
      if (asked.includes('nulls=stripped')) expect(byKey.body, path).not.toContain('null');
    }
    const [bare] = await both('/properties?id=eq.3&select=id,details', 'id=gte.0', { headers: OBJECT });
    expect(bare.body).toBe('{"id":3,"details":null}');
    const [one] = await both('/properties?id=eq.1&select=id,title,cities(name)', 'id=gte.0');
    expect(JSON.parse(one.body)).toEqual([{ id: 1, title: 'Sea View Flat', cities: { name: 'Pune' } }]);
    expect(one.headers['content-range']).toBe('0-0/*');
  });

  it('answers no row as the general form does: missing, hidden by row-level security, past the page', async () => {
    for (const path of ['/properties?id=eq.999', '/properties?id=eq.6', '/properties?id=eq.1&limit=0', '/properties?id=eq.1&offset=1']) {
      const [byKey, general] = await both(path, 'id=gte.0');
      expect(byKey, path).toEqual(general);
      expect(byKey.body, path).toBe('[]');
    }
    const [missing, general] = await both('/properties?id=eq.6', 'id=gte.0', { headers: OBJECT });
    expect(missing).toEqual(general);
    expect(missing.status).toBe(406);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('names a row by a composite key, and HEAD answers the same status and range without a body', async () => {
    const [byKey, general] = await both('/property_amenities?property_id=eq.1&amenity_id=eq.2&select=*,amenities(name)', 'amenity_id=gte.0');
    expect(byKey).toEqual(general);
    expect(JSON.parse(byKey.body)).toEqual([{ property_id: 1, amenity_id: 2, amenities: { name: 'Power backup' } }]);
    const [head, headGeneral] = await both('/properties?id=eq.2', 'id=gte.0', { method: 'HEAD' });
    expect(head).toEqual(headGeneral);
    expect(head).toMatchObject({ status: 200, body: '', headers: { 'content-range': '0-0/*' } });
  });

  it('keeps the headers SQL set while reading, and counts when asked', async () => {
    const [byKey, general] = await both('/tagged?id=eq.1', 'id=gte.0');
    expect(byKey).toEqual(general);
    expect(byKey.headers['x-read']).toBe('one');
    const [counted, countedGeneral] = await both('/properties?id=eq.4', 'id=gte.0', { headers: { Prefer: 'count=exact' } });
    expect(counted).toEqual(countedGeneral);
    expect(counted.headers['content-range']).toBe('0-0/1');
  });
});
