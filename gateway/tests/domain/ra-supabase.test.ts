import { supabaseDataProvider } from 'ra-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDomainGateway, type DomainGateway, type Session } from './harness.ts';

/**
 * The back office's data provider (ra-supabase over the signed-in supabase-js client) listing the
 * domain's properties: an aal2 admin pages through every listing, including unverified ones.
 */
type Row = Record<string, unknown>;

let dg: DomainGateway;
let admin: Session;
let adminAal1: Session;

// [city, rent, verified]: five in Pune, two of them awaiting approval.
const LISTINGS: Array<[string, number, boolean]> = [
  ['pune', 21000, true], ['pune', 34000, true], ['pune', 18000, false], ['pune', 52000, true], ['pune', 27500, false],
  ['mumbai', 65000, true], ['mumbai', 48000, false], ['bengaluru', 39000, true],
];

beforeAll(async () => {
  dg = await startDomainGateway();
  const account = await dg.account('Rhea Admin', ['admin']);
  admin = await dg.raiseToAal2(await dg.signIn(account));
  adminAal1 = await dg.signIn(account);
  const landlord = await dg.account('Lakshmi Landlord', ['landlord']);
  for (const [i, [city, rent, verified]] of LISTINGS.entries()) {
    await dg.sql(
      `insert into public.properties (title, listed_by, city, rent, deposit, bedrooms, verified)
       values ($1, $2, $3, $4::numeric, $4::numeric * 2, 2, $5)`,
      [`Flat ${i + 1}`, landlord.id, city, rent, verified],
    );
  }
});
afterAll(async () => {
  await dg?.close();
});

const provider = (session: Session) =>
  supabaseDataProvider({ instanceUrl: dg.url, apiKey: dg.gateway.keys.anonKey, supabaseClient: session.client as never });

const rentsOf = (city: string, predicate: (verified: boolean) => boolean = () => true) =>
  LISTINGS.filter(([c, , v]) => c === city && predicate(v)).map(([, rent]) => rent).sort((a, b) => b - a);

describe('ra-supabase getList on properties', () => {
  it('an aal2 admin pages through every Pune listing, sorted by rent, with the total', async () => {
    const dataProvider = provider(admin);
    const all = rentsOf('pune');
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { data, total } = await dataProvider.getList('properties', {
        pagination: { page, perPage: 2 }, sort: { field: 'rent', order: 'DESC' }, filter: { city: 'pune' },
      });
      expect(total).toBe(all.length);
      pages.push(data.map((r: Row) => r.rent));
    }
    expect(pages).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4)]);
  });

  it('combines an operator filter with the city', async () => {
    const { data, total } = await provider(admin).getList('properties', {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'rent', order: 'ASC' }, filter: { city: 'pune', 'rent@gte': 25000 },
    });
    const expected = rentsOf('pune').filter((rent) => rent >= 25000).reverse();
    expect(total).toBe(expected.length);
    expect(data.map((r: Row) => r.rent)).toEqual(expected);
  });

  it("reads the console's search: every word in one of the columns, each value quoted, beside a filter", async () => {
    // What backoffice/src/dataProvider/listSearch.ts sends for a search of 'flat 5' on properties.
    const words = ['flat', '5'];
    const tree = words.map((w) => `or(title.ilike."*${w}*",city.ilike."*${w}*",locality.ilike."*${w}*")`).join(',');
    const { data, total } = await provider(admin).getList('properties', {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'rent', order: 'DESC' }, filter: { city: 'pune', 'and@': `(${tree})` },
    });
    expect(total).toBe(1);
    expect(data.map((r: Row) => r.title)).toEqual(['Flat 5']);
    const quoted = await provider(admin).getList('properties', {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'rent', order: 'DESC' },
      filter: { 'and@': '(or(title.ilike."*a,b(\\"x\\")*",city.ilike."*pune*"))' },
    });
    expect(quoted.total, 'commas, brackets and quotes are text inside the quotes').toBe(rentsOf('pune').length);
  });

  it('the same admin at aal1 sees only the verified listings', async () => {
    const { data, total } = await provider(adminAal1).getList('properties', {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'rent', order: 'DESC' }, filter: { city: 'pune' },
    });
    expect(total).toBe(rentsOf('pune', (v) => v).length);
    expect(data.map((r: Row) => r.rent)).toEqual(rentsOf('pune', (v) => v));
  });

  it('answers the page request with the Content-Range the provider reads', async () => {
    const res = await fetch(`${dg.url}/rest/v1/properties?select=id&city=eq.pune&order=rent.desc&offset=2&limit=2`, {
      headers: { apikey: dg.gateway.keys.anonKey, Authorization: `Bearer ${admin.accessToken}`, Prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`2-3/${rentsOf('pune').length}`);
    expect(await res.json()).toHaveLength(2);
  });
});
