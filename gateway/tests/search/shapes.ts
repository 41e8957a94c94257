/**
 * The PostgREST shapes the public search page sends on `properties` (with Prefer: count=estimated):
 * the listed filter always, one optional filter alone or with a city, or several together, one of
 * three sorts, pages of 20 up to offset 980 (the page stops at 50 pages).
 */
export const LISTED = 'availability=eq.available&verified=eq.true';

export const SORTS = {
  newest: 'created_at.desc,id.desc',
  'rent low to high': 'rent.asc,id.asc',
  'rent high to low': 'rent.desc,id.desc',
} as const;

/** Each optional filter, as the page writes it; `city` is the one every other is also combined with. */
export const FILTERS: Record<string, string> = {
  'no filter': '',
  city: 'city=eq.Pune',
  locality: 'locality=eq.Baner 7',
  'rent range': 'rent=gte.15000&rent=lte.40000',
  'rent from': 'rent=gte.30000',
  'rent up to': 'rent=lte.30000',
  '2 BHK': 'bedrooms=eq.2',
  '4 BHK': 'bedrooms=eq.4',
  '5+ BHK': 'bedrooms=gte.5',
  'property type': 'property_type=eq.Villa',
  furnishing: 'furnishing=eq.Semi Furnished',
  'tenant preference': 'tenant_preference=in.(family,any)',
  'available from': 'available_from=lte.2026-12-15',
};

/** Filters only seen combined: Mumbai at Mumbai's rents, a range rare over all listings and common there. */
const COMBINED_ONLY: Record<string, string> = {
  Mumbai: 'city=eq.Mumbai',
  'rent from 1 lakh': 'rent=gte.100000',
};

/** Filters the page combines in one search (every filter the form has, at most, at once). */
export const COMBINED: Record<string, string[]> = {
  'city, 2 BHK and rent range': ['city', '2 BHK', 'rent range'],
  'city, locality and 2 BHK': ['city', 'locality', '2 BHK'],
  'city, 2 BHK and furnishing': ['city', '2 BHK', 'furnishing'],
  'city, property type and rent up to': ['city', 'property type', 'rent up to'],
  'every filter': ['city', 'locality', 'rent range', '2 BHK', 'furnishing', 'tenant preference', 'available from'],
  'Mumbai, 4 BHK and rent from 1 lakh': ['Mumbai', '4 BHK', 'rent from 1 lakh'],
};

export const PAGES = { first: 0, deepest: 980 } as const;

export interface Shape {
  name: string;
  query: string;
  /** Several filters at once: the planner may read their narrow index range and sort it (see plans.test.ts). */
  combined: boolean;
}

/**
 * Every filter alone and with the city, and the combinations above, under each sort, on the first
 * and the deepest page.
 */
export function searchShapes(): Shape[] {
  const filterSets: [string, string[], boolean][] = [];
  for (const filterName of Object.keys(FILTERS)) {
    filterSets.push([filterName, [filterName], false]);
    if (filterName !== 'city' && filterName !== 'no filter') filterSets.push([`${filterName} in a city`, ['city', filterName], false]);
  }
  for (const [setName, names] of Object.entries(COMBINED)) filterSets.push([setName, names, true]);
  const shapes: Shape[] = [];
  for (const [setName, names, combined] of filterSets) {
    for (const [sortName, order] of Object.entries(SORTS)) {
      for (const [pageName, offset] of Object.entries(PAGES)) {
        const parts = [LISTED, ...names.map((name) => FILTERS[name] ?? COMBINED_ONLY[name]), `order=${order}`, 'limit=20', offset ? `offset=${offset}` : ''];
        shapes.push({ name: `${setName}, ${sortName}, ${pageName} page`, query: `select=*&${parts.filter(Boolean).join('&')}`, combined });
      }
    }
  }
  return shapes;
}
