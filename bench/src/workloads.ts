/**
 * The four measured workloads, each written three ways that ask for the same rows: a PostgREST
 * request for the gateway, a GraphQL request for PostGraphile and the SQL a hand-written server
 * would send. The i-th call of every form uses the i-th id or search of the fixture, so the three
 * servers see the same rotation of keys.
 */

export type WorkloadName = 'read' | 'search' | 'embed' | 'insert';
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
}

export interface SqlCall {
  text: string;
  values: unknown[];
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

/** Marks rows the insert workload writes, so they can be removed afterwards. */
export const INSERT_URL_PREFIX = 'https://bench.invalid/';
export const SEARCH_PAGE_SIZE = 20;

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
  return [
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
}

export function insertRow(fixture: Fixture, i: number): { property_id: string; url: string; position: number } {
  return { property_id: pick(fixture.propertyIds, i), url: `${INSERT_URL_PREFIX}${i}.jpg`, position: 100 + (i % 100) };
}
