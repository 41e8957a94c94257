/**
 * The measured workloads, each written four ways that ask for the same rows: a PostgREST request
 * for the gateway, a GraphQL request for PostGraphile, a request to the hand-written baseline
 * server's own routes, and the SQL that server sends (also sent bare, as the owner, for the floor).
 * The i-th call of every form uses the i-th id or search of the fixture, so every server sees the
 * same rotation of keys.
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
  /** The call to the hand-written baseline server (servers/baseline.ts): its own routes, the same rows. */
  baseline(i: number): HttpCall;
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

/** The column list of a statement over public.properties `p`, in table order. */
export const columnList = (columns: string[]): string => columns.map((c) => `p.${c}`).join(', ');

/**
 * The statements of the SQL form, shared with the baseline server (servers/baseline.ts), which
 * sends exactly these and has PostgreSQL turn their rows into JSON.
 */
export const STATEMENTS = {
  read: (columns: string) => `select ${columns} from public.properties p where p.id = $1`,
  search: (columns: string) => `select ${columns} from public.properties p
where p.city = $1 and p.bedrooms = $2 and p.rent >= $3 and p.rent <= $4
  and p.availability = 'available' and p.verified
order by p.created_at desc limit ${SEARCH_PAGE_SIZE}`,
  embed: `select p.id, p.title, coalesce((select json_agg(json_build_object('url', m.url))
  from public.property_images m where m.property_id = p.id), '[]'::json) as property_images
from public.properties p where p.id = $1`,
  insert: 'insert into public.property_images (property_id, url, position) values ($1, $2, $3) returning *',
};

/** Builds the workloads over one fixture. */
export function makeWorkloads(fixture: Fixture): Workload[] {
  const all = fixture.columns.map(graphqlField).join(' ');
  const sqlColumns = columnList(fixture.columns);
  const workloads: Workload[] = [
    {
      name: 'read',
      label: 'single-row read by id',
      role: 'anon',
      rest: (i) => ({ method: 'GET', path: restQuery('properties', [['id', `eq.${pick(fixture.propertyIds, i)}`], ['select', '*']]) }),
      graphql: (i) =>
        graphqlCall(`query ($id: UUID!) { propertyByRowId(rowId: $id) { ${all} } }`, { id: pick(fixture.propertyIds, i) }),
      sql: (i) => ({ text: STATEMENTS.read(sqlColumns), values: [pick(fixture.propertyIds, i)] }),
      baseline: (i) => ({ method: 'GET', path: `/properties/${pick(fixture.propertyIds, i)}` }),
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
        return { text: STATEMENTS.search(sqlColumns), values: [s.city, s.bedrooms, s.rentMin, s.rentMax] };
      },
      baseline: (i) => ({ method: 'GET', path: `/properties?${searchParams(pick(fixture.searches, i))}` }),
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
      sql: (i) => ({ text: STATEMENTS.embed, values: [pick(fixture.imagedIds, i)] }),
      baseline: (i) => ({ method: 'GET', path: `/properties/${pick(fixture.imagedIds, i)}/images` }),
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
        return { text: STATEMENTS.insert, values: [row.property_id, row.url, row.position] };
      },
      baseline: (i) => ({
        method: 'POST',
        path: '/property_images',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(insertRow(fixture, i)),
      }),
    },
  ];
  return [...workloads, mixedWorkload(fixture, workloads)];
}

/** A search's city, bedrooms and rent range as query parameters of the baseline server. */
function searchParams(s: Search): string {
  return new URLSearchParams({ city: s.city, bedrooms: String(s.bedrooms), rent_min: String(s.rentMin), rent_max: String(s.rentMax) }).toString();
}

/** One of the search page's shapes: its filters as PostgREST parameters and as SQL, its order and page. */
export interface SiteSearchShape {
  params(s: Search): [string, string][];
  where: string;
  values(s: Search): unknown[];
  order: string;
  sqlOrder: string;
  offset(i: number): number;
}

/** The search page's shapes (db/migrations 20261124100000), rotated: what visitors send most. */
export const SITE_SEARCH_SHAPES: SiteSearchShape[] = [
  { params: (s) => [['city', `eq.${s.city}`]], where: 'p.city = $1', values: (s) => [s.city],
    order: 'created_at.desc,id.desc', sqlOrder: 'p.created_at desc, p.id desc', offset: () => 0 },
  { params: (s) => [['city', `eq.${s.city}`], ['bedrooms', `eq.${s.bedrooms}`], ['rent', `gte.${s.rentMin}`], ['rent', `lte.${s.rentMax}`]],
    where: 'p.city = $1 and p.bedrooms = $2 and p.rent >= $3 and p.rent <= $4', values: (s) => [s.city, s.bedrooms, s.rentMin, s.rentMax],
    order: 'created_at.desc,id.desc', sqlOrder: 'p.created_at desc, p.id desc', offset: () => 0 },
  { params: (s) => [['city', `eq.${s.city}`]], where: 'p.city = $1', values: (s) => [s.city], order: 'rent.asc,id.asc', sqlOrder: 'p.rent, p.id', offset: () => 20 },
  { params: (s) => [['bedrooms', `eq.${s.bedrooms}`]], where: 'p.bedrooms = $1', values: (s) => [s.bedrooms],
    order: 'rent.desc,id.desc', sqlOrder: 'p.rent desc, p.id desc', offset: () => 0 },
  { params: () => [], where: 'true', values: () => [], order: 'created_at.desc,id.desc', sqlOrder: 'p.created_at desc, p.id desc', offset: (i) => 20 * (i % 50) },
];

/**
 * A search page's statements: its page of listings, and its total as the search page asks for it
 * (count=estimated): counted up to COUNT_CAP + 1 matches, as a server must do to say how many
 * there are without reading all.
 */
export function siteSearchStatements(columns: string, shape: SiteSearchShape, offset: number): { page: string; count: string; pageWithTotal: string } {
  const where = `${shape.where} and p.availability = 'available' and p.verified`;
  const count = `select count(*) from (select 1 from public.properties p where ${where} limit ${COUNT_CAP + 1}) as c`;
  const page = (extra: string) =>
    `select ${columns}${extra} from public.properties p where ${where} order by ${shape.sqlOrder} limit ${SEARCH_PAGE_SIZE} offset ${offset}`;
  return { page: page(''), count, pageWithTotal: page(`, (${count}) as total`) };
}

/** The i-th search of the mixed load: which shape, which search, which page. */
function siteSearch(fixture: Fixture, i: number): { shape: number; search: Search; offset: number } {
  const shape = Math.floor(i / 10) % SITE_SEARCH_SHAPES.length;
  return { shape, search: pick(fixture.searches, i), offset: (SITE_SEARCH_SHAPES[shape] as SiteSearchShape).offset(i) };
}

function siteSearchRest(fixture: Fixture, i: number): HttpCall {
  const { shape, search, offset } = siteSearch(fixture, i);
  const form = SITE_SEARCH_SHAPES[shape] as SiteSearchShape;
  const params: [string, string][] = [['select', '*'], ['availability', 'eq.available'], ['verified', 'eq.true'], ...form.params(search),
    ['order', form.order], ['limit', String(SEARCH_PAGE_SIZE)]];
  if (offset) params.push(['offset', String(offset)]);
  return { method: 'GET', path: restQuery('properties', params), headers: { prefer: 'count=estimated' } };
}

function siteSearchSql(fixture: Fixture, i: number): SqlCall {
  const { shape, search, offset } = siteSearch(fixture, i);
  const form = SITE_SEARCH_SHAPES[shape] as SiteSearchShape;
  // One statement for the in-process floor: the page with its total beside each row.
  return { text: siteSearchStatements(columnList(fixture.columns), form, offset).pageWithTotal, values: form.values(search) };
}

function siteSearchBaseline(fixture: Fixture, i: number): HttpCall {
  const { shape, search, offset } = siteSearch(fixture, i);
  return { method: 'GET', path: `/search-page?shape=${shape}&offset=${offset}&${searchParams(search)}` };
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
      return siteSearchRest(fixture, i);
    },
    graphql: (i) => read!.graphql(i),
    sql: (i) => {
      if (kind(i) === 'read') return read!.sql(i);
      if (kind(i) === 'write') return { ...insert!.sql(i), as: 'service_role' };
      return siteSearchSql(fixture, i);
    },
    baseline: (i) => {
      if (kind(i) === 'read') return read!.baseline(i);
      if (kind(i) === 'write') return { ...insert!.baseline(i), as: 'service_role' };
      return siteSearchBaseline(fixture, i);
    },
  };
}

export function insertRow(fixture: Fixture, i: number): { property_id: string; url: string; position: number } {
  return { property_id: pick(fixture.propertyIds, i), url: `${INSERT_URL_PREFIX}${i}.jpg`, position: 100 + (i % 100) };
}
