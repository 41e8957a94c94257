import { describe, expect, it } from 'vitest';
import { COUNT_CAP, graphqlField, insertRow, INSERT_URL_PREFIX, makeWorkloads, SEARCH_PAGE_SIZE, type Fixture, type HttpCall, type Workload } from './workloads.ts';

const fixture: Fixture = {
  propertyIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
  imagedIds: ['00000000-0000-4000-8000-00000000000a'],
  searches: [
    { city: 'Bengaluru', bedrooms: 2, rentMin: 18000, rentMax: 42000 },
    { city: 'Navi Mumbai', bedrooms: 3, rentMin: 25000, rentMax: 60000 },
  ],
  columns: ['id', 'title', 'rent', 'created_at', 'area_sqft'],
};

const byName = (name: string): Workload => {
  const workload = makeWorkloads(fixture).find((w) => w.name === name);
  if (!workload) throw new Error(`no workload ${name}`);
  return workload;
};

const params = (call: HttpCall) => [...new URL(call.path, 'http://x').searchParams.entries()];
const gql = (call: HttpCall) => JSON.parse(call.body ?? '{}') as { query: string; variables: Record<string, unknown> };

describe('graphqlField', () => {
  it('names columns the way PostGraphile v5 does', () => {
    expect(graphqlField('created_at')).toBe('createdAt');
    expect(graphqlField('area_sqft')).toBe('areaSqft');
    expect(graphqlField('id'), 'id is the node id in v5, the column is rowId').toBe('rowId');
  });
});

describe('single-row read', () => {
  const read = byName('read');
  it('asks every server for the same id, rotating through the fixture', () => {
    for (const i of [0, 1, 2]) {
      const id = fixture.propertyIds[i % 2];
      expect(params(read.rest(i))).toContainEqual(['id', `eq.${id}`]);
      expect(gql(read.graphql(i)).variables).toEqual({ id });
      expect(read.sql(i).values).toEqual([id]);
    }
  });
  it('selects every column in all three forms', () => {
    expect(params(read.rest(0))).toContainEqual(['select', '*']);
    expect(gql(read.graphql(0)).query).toContain('{ rowId title rent createdAt areaSqft }');
    expect(read.sql(0).text).toContain('p.id, p.title, p.rent, p.created_at, p.area_sqft');
  });
});

describe('search page', () => {
  const search = byName('search');
  it('sends the same filters, order and page size', () => {
    const s = fixture.searches[1];
    expect(params(search.rest(1))).toEqual([
      ['select', '*'], ['city', 'eq.Navi Mumbai'], ['bedrooms', 'eq.3'], ['rent', 'gte.25000'], ['rent', 'lte.60000'],
      ['availability', 'eq.available'], ['verified', 'eq.true'], ['order', 'created_at.desc'], ['limit', String(SEARCH_PAGE_SIZE)],
    ]);
    const { query, variables } = gql(search.graphql(1));
    expect(variables).toEqual(s);
    expect(query).toMatch(/availability: available, verified: true/);
    expect(query).toMatch(new RegExp(`orderBy: CREATED_AT_DESC, first: ${SEARCH_PAGE_SIZE}`));
    const sql = search.sql(1);
    expect(sql.values).toEqual(['Navi Mumbai', 3, 25000, 60000]);
    expect(sql.text).toMatch(/p\.availability = 'available' and p\.verified/);
    expect(sql.text).toMatch(new RegExp(`order by p\\.created_at desc limit ${SEARCH_PAGE_SIZE}$`));
  });
});

describe('embedded read', () => {
  it('reads a property that has images, with their urls', () => {
    const embed = byName('embed');
    const id = fixture.imagedIds[0];
    expect(params(embed.rest(3))).toEqual([['select', 'id,title,property_images(url)'], ['id', `eq.${id}`]]);
    expect(gql(embed.graphql(3)).query).toContain('propertyImagesByPropertyId { nodes { url } }');
    expect(gql(embed.graphql(3)).variables).toEqual({ id });
    expect(embed.sql(3).values).toEqual([id]);
  });
});

describe('insert', () => {
  const insert = byName('insert');
  it('writes the same row as the service role, marked for clean-up', () => {
    const row = insertRow(fixture, 5);
    expect(insert.role).toBe('service_role');
    expect(row.url.startsWith(INSERT_URL_PREFIX)).toBe(true);
    expect(JSON.parse(insert.rest(5).body ?? '')).toEqual(row);
    expect(gql(insert.graphql(5)).variables).toEqual({
      input: { propertyImage: { propertyId: row.property_id, url: row.url, position: row.position } },
    });
    expect(insert.sql(5).values).toEqual([row.property_id, row.url, row.position]);
  });
  it('gives each call its own url', () => {
    expect(insertRow(fixture, 1).url).not.toBe(insertRow(fixture, 2).url);
  });
});

describe('mixed', () => {
  const mixed = byName('mixed');
  const calls = Array.from({ length: 1000 }, (_, i) => ({ rest: mixed.rest(i), sql: mixed.sql(i) }));
  const kind = (call: HttpCall) => (call.method === 'POST' ? 'write' : params(call).some(([k]) => k === 'limit') ? 'search' : 'read');

  it('sends 70 % searches, 20 % listing reads and 10 % writes', () => {
    const counts = { search: 0, read: 0, write: 0 };
    for (const { rest } of calls) counts[kind(rest)] += 1;
    expect(counts).toEqual({ search: 700, read: 200, write: 100 });
  });
  it('sends searches as the search page does: listed only, a page of 20 with an id tie-break, an estimated count', () => {
    for (const { rest } of calls.filter(({ rest }) => kind(rest) === 'search')) {
      const query = params(rest);
      expect(query).toEqual(expect.arrayContaining([['availability', 'eq.available'], ['verified', 'eq.true'], ['limit', String(SEARCH_PAGE_SIZE)]]));
      expect(query.find(([k]) => k === 'order')?.[1]).toMatch(/,id\.(asc|desc)$/);
      expect(rest.headers?.prefer).toBe('count=estimated');
    }
  });
  it('has the SQL baseline count what the search asks to be counted, up to the cap past which the gateway estimates', () => {
    for (const { rest, sql } of calls.filter(({ rest }) => kind(rest) === 'search')) {
      expect(rest.headers?.prefer).toBe('count=estimated');
      expect(sql.text).toContain(`limit ${COUNT_CAP + 1}) as c) as total`);
    }
  });
  it('writes as the service role and reads as a visitor, in the HTTP and the SQL forms alike', () => {
    for (const { rest, sql } of calls) {
      const write = kind(rest) === 'write';
      expect(rest.as, 'HTTP').toBe(write ? 'service_role' : undefined);
      expect(sql.as, 'SQL').toBe(write ? 'service_role' : undefined);
      expect(sql.text.trimStart().startsWith(write ? 'insert' : 'select')).toBe(true);
    }
  });
});

it('refuses an empty fixture instead of sending undefined ids', () => {
  const empty = makeWorkloads({ ...fixture, propertyIds: [] });
  expect(() => empty[0]?.rest(0)).toThrow(/no rows/);
});

describe('the baseline server’s form', () => {
  it('asks for the same keys, search and row as the other forms', () => {
    expect(byName('read').baseline(1).path).toBe(`/properties/${fixture.propertyIds[1]}`);
    expect(byName('embed').baseline(0).path).toBe(`/properties/${fixture.imagedIds[0]}/images`);
    expect(byName('search').baseline(1).path).toBe('/properties?city=Navi+Mumbai&bedrooms=3&rent_min=25000&rent_max=60000');
    const insert = byName('insert').baseline(5);
    expect(insert).toMatchObject({ method: 'POST', path: '/property_images' });
    expect(JSON.parse(insert.body ?? '')).toEqual(insertRow(fixture, 5));
  });
  it('sends the mixed load’s searches by shape and page, its writes as the service role', () => {
    const mixed = byName('mixed');
    expect(mixed.baseline(0).path).toBe('/search-page?shape=0&offset=0&city=Bengaluru&bedrooms=2&rent_min=18000&rent_max=42000');
    expect(mixed.baseline(46).path).toMatch(/^\/search-page\?shape=4&offset=920&/);
    expect(mixed.baseline(9)).toMatchObject({ method: 'POST', as: 'service_role' });
    expect(mixed.baseline(8).path).toMatch(/^\/properties\/[0-9a-f-]{36}$/);
  });
});
