/**
 * The four measured workloads, each written three ways that ask for the same rows: a PostgREST
 * request for the gateway, a GraphQL request for PostGraphile and the SQL a hand-written server
 * would send. The i-th call of every form uses the i-th id or search of the fixture, so the three
 * servers see the same rotation of keys.
 */

export type WorkloadName = 'read' | 'search' | 'embed' | 'insert' | 'mixed';
export type ApiRole = 'anon' | 'service_role';

export interface Search {
  city: string;
  bedrooms: number;
  rentMin: number;
  rentMax: number;
}

/** Keys taken from the seeded database. */
export interface Fixture {
  /** Listed (available and verified) property ids. */
  propertyIds: string[];
  /** Listed property ids that have at least one image. */
  imagedIds: string[];
  searches: Search[];
  /** Column names of public.properties, in table order. */
  columns: string[];
}

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The role of this call when it differs from the workload's (the mixed workload's writes). */
  as?: ApiRole;
}

export interface SqlCall {
  text: string;
  values: unknown[];
  as?: ApiRole;
}

export interface Workload {
  name: WorkloadName;
  label: string;
  /** The role every server runs the statement as (the API key sent over HTTP). */
  role: ApiRole;
  rest(i: number): HttpCall;
  graphql(i: number): HttpCall;
  sql(i: number): SqlCall;
}

/**
 * Marks rows the insert workload writes, so they can be removed afterwards: a photo URL of the
 * default local storage origin, the only kind the database accepts.
 */
export const INSERT_URL_PREFIX = 'http://localhost:54321/storage/v1/object/public/property-images/properties/bench-insert/';
export const SEARCH_PAGE_SIZE = 20;
/** db-max-rows: past this many matches the gateway estimates a count instead of counting. */
export const COUNT_CAP = 1000;

/**
 * The PostGraphile v5 field of a column: created_at → createdAt, and id → rowId (its `id` is the
 * global node id).
 */
export function graphqlField(column: string): string {
  if (column === 'id') return 'rowId';
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function pick<T>(list: T[], i: number): T {
  if (list.length === 0) throw new Error('the fixture has no rows for this workload');
  return list[i % list.length] as T;
}

function graphqlCall(query: string, variables: Record<string, unknown>): HttpCall {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

function restQuery(table: string, params: [string, string][]): string {
  return `/rest/v1/${table}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** Builds the workloads over one fixture. */
export function makeWorkloads(fixture: Fixture): Workload[] {
  const all = fixture.columns.map(graphqlField).join(' ');
  const sqlColumns = fixture.columns.map((c) => `p.${c}`).join(', ');
  const workloads: Workload[] = [
    {
      name: 'read',
      label: 'single-row read by id',
      role: 'anon',
      rest: (i) => ({ method: 'GET', path: restQuery('properties', [['id', `eq.${pick(fixture.propertyIds, i)}`], ['select', '*']]) }),
      graphql: (i) =>
        graphqlCall(`query ($id: UUID!) { propertyByRowId(rowId: $id) { ${all} } }`, { id: pick(fixture.propertyIds, i) }),
      sql: (i) => ({ text: `select ${sqlColumns} from public.properties p where p.id = $1`, values: [pick(fixture.propertyIds, i)] }),
    },
    {
      name: 'search',
      label: 'search page (city, bedrooms, rent, newest 20)',
      role: 'anon',
      rest: (i) => {
        const s = pick(fixture.searches, i);
        return {
          method: 'GET',
          path: restQuery('properties', [
            ['select', '*'], ['city', `eq.${s.city}`], ['bedrooms', `eq.${s.bedrooms}`],
            ['rent', `gte.${s.rentMin}`], ['rent', `lte.${s.rentMax}`],
            ['availability', 'eq.available'], ['verified', 'eq.true'],
            ['order', 'created_at.desc'], ['limit', String(SEARCH_PAGE_SIZE)],
          ]),
        };
      },
      graphql: (i) => {
        const s = pick(fixture.searches, i);
        return graphqlCall(
          `query ($city: String!, $bedrooms: Int!, $rentMin: Int!, $rentMax: Int!) {
  allProperties(
    condition: { city: $city, bedrooms: $bedrooms, rentMin: $rentMin, rentMax: $rentMax, availability: available, verified: true }
    orderBy: CREATED_AT_DESC, first: ${SEARCH_PAGE_SIZE}
  ) { nodes { ${all} } }
}`,
          { ...s },
        );
      },
      sql: (i) => {
        const s = pick(fixture.searches, i);
        return {
          text: `select ${sqlColumns} from public.properties p
where p.city = $1 and p.bedrooms = $2 and p.rent >= $3 and p.rent <= $4
  and p.availability = 'available' and p.verified
order by p.created_at desc limit ${SEARCH_PAGE_SIZE}`,
          values: [s.city, s.bedrooms, s.rentMin, s.rentMax],
        };
      },
    },
    {
      name: 'embed',
      label: 'embedded read (property + images)',
      role: 'anon',
      rest: (i) => ({
        method: 'GET',
        path: restQuery('properties', [['select', 'id,title,property_images(url)'], ['id', `eq.${pick(fixture.imagedIds, i)}`]]),
      }),
      graphql: (i) =>
        graphqlCall(`query ($id: UUID!) { propertyByRowId(rowId: $id) { rowId title propertyImagesByPropertyId { nodes { url } } } }`, {
          id: pick(fixture.imagedIds, i),
        }),
      sql: (i) => ({
        text: `select p.id, p.title, coalesce((select json_agg(json_build_object('url', m.url))
  from public.property_images m where m.property_id = p.id), '[]'::json) as property_images
from public.properties p where p.id = $1`,
        values: [pick(fixture.imagedIds, i)],
      }),
    },
    {
      name: 'insert',
      label: 'insert one image row (service role)',
      role: 'service_role',
      rest: (i) => ({
        method: 'POST',
        path: '/rest/v1/property_images',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify(insertRow(fixture, i)),
      }),
      graphql: (i) => {
        const row = insertRow(fixture, i);
        return graphqlCall(
          `mutation ($input: CreatePropertyImageInput!) {
  createPropertyImage(input: $input) { propertyImage { rowId propertyId url position createdAt } }
}`,
          { input: { propertyImage: { propertyId: row.property_id, url: row.url, position: row.position } } },
        );
      },
      sql: (i) => {
        const row = insertRow(fixture, i);
        return {
          text: 'insert into public.property_images (property_id, url, position) values ($1, $2, $3) returning *',
          values: [row.property_id, row.url, row.position],
        };
      },
    },
  ];
  return [...workloads, mixedWorkload(fixture, workloads)];
}

/** The search page's shapes (db/migrations 20261124100000), rotated: what visitors send most. */
function siteSearch(fixture: Fixture, i: number): { params: [string, string][]; sql: SqlCall } {
  const s = pick(fixture.searches, i);
  const listed: [string, string][] = [['select', '*'], ['availability', 'eq.available'], ['verified', 'eq.true']];
  const shapes: { params: [string, string][]; where: string; values: unknown[]; order: string; sqlOrder: string; offset: number }[] = [
    { params: [['city', `eq.${s.city}`]], where: 'p.city = $1', values: [s.city], order: 'created_at.desc,id.desc', sqlOrder: 'p.created_at desc, p.id desc', offset: 0 },
    { params: [['city', `eq.${s.city}`], ['bedrooms', `eq.${s.bedrooms}`], ['rent', `gte.${s.rentMin}`], ['rent', `lte.${s.rentMax}`]],
      where: 'p.city = $1 and p.bedrooms = $2 and p.rent >= $3 and p.rent <= $4', values: [s.city, s.bedrooms, s.rentMin, s.rentMax],
      order: 'created_at.desc,id.desc', sqlOrder: 'p.created_at desc, p.id desc', offset: 0 },
    { params: [['city', `eq.${s.city}`]], where: 'p.city = $1', values: [s.city], order: 'rent.asc,id.asc', sqlOrder: 'p.rent, p.id', offset: 20 },
    { params: [['bedrooms', `eq.${s.bedrooms}`]], where: 'p.bedrooms = $1', values: [s.bedrooms], order: 'rent.desc,id.desc', sqlOrder: 'p.rent desc, p.id desc', offset: 0 },
    { params: [], where: 'true', values: [], order: 'created_at.desc,id.desc', sqlOrder: 'p.created_at desc, p.id desc', offset: 20 * (i % 50) },
  ];
  const shape = pick(shapes, Math.floor(i / 10));
  const params: [string, string][] = [...listed, ...shape.params, ['order', shape.order], ['limit', String(SEARCH_PAGE_SIZE)]];
  if (shape.offset) params.push(['offset', String(shape.offset)]);
  return {
    params,
    sql: {
      // The page and its total, as the search page asks (count=estimated): counted up to
      // COUNT_CAP + 1 matches, as a server must do to say how many there are without reading all.
      text: `select ${fixture.columns.map((c) => `p.${c}`).join(', ')},
  (select count(*) from (select 1 from public.properties p where ${shape.where} and p.availability = 'available' and p.verified limit ${COUNT_CAP + 1}) as c) as total
from public.properties p
where ${shape.where} and p.availability = 'available' and p.verified order by ${shape.sqlOrder} limit ${SEARCH_PAGE_SIZE} offset ${shape.offset}`,
      values: shape.values,
    },
  };
}

/**
 * The mixed load at scale: per 10 calls, 7 searches of the site's shapes (with Prefer:
 * count=estimated, as the search page sends), 2 listing reads by id, 1 write (an image row, as the
 * service role).
 */
function mixedWorkload(fixture: Fixture, others: Workload[]): Workload {
  const [read, insert] = (['read', 'insert'] as const).map((name) => others.find((w) => w.name === name) as Workload);
  const kind = (i: number) => (i % 10 < 7 ? 'search' : i % 10 < 9 ? 'read' : 'write');
  return {
    name: 'mixed',
    label: 'mixed: 70 % search, 20 % listing, 10 % write',
    role: 'anon',
    rest: (i) => {
      if (kind(i) === 'read') return read!.rest(i);
      if (kind(i) === 'write') return { ...insert!.rest(i), as: 'service_role' };
      return { method: 'GET', path: restQuery('properties', siteSearch(fixture, i).params), headers: { prefer: 'count=estimated' } };
    },
    graphql: (i) => read!.graphql(i),
    sql: (i) => {
      if (kind(i) === 'read') return read!.sql(i);
      if (kind(i) === 'write') return { ...insert!.sql(i), as: 'service_role' };
      return siteSearch(fixture, i).sql;
    },
  };
}

export function insertRow(fixture: Fixture, i: number): { property_id: string; url: string; position: number } {
  return { property_id: pick(fixture.propertyIds, i), url: `${INSERT_URL_PREFIX}${i}.jpg`, position: 100 + (i % 100) };
}

/** A statement as `pg over bare HTTP` (servers/bare.ts) takes it: the SQL, its values and the role, in one JSON body. */
export function bareCall(sql: SqlCall, role: ApiRole): HttpCall {
  return {
    method: 'POST',
    path: '/sql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: sql.text, values: sql.values, as: sql.as ?? role }),
  };
}
