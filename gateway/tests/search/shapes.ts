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
  'total a month low to high': 'total_monthly_cost.asc,id.asc',
  'total a month high to low': 'total_monthly_cost.desc,id.desc',
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
  'total a month range': 'total_monthly_cost=gte.15000&total_monthly_cost=lte.40000',
  'total a month up to': 'total_monthly_cost=lte.30000',
  'car parking': 'parking=in.(four_wheeler,both)',
  'corporation water': 'water_supply=in.(corporation,both)',
  'ground floor': 'floor=eq.0',
  'floor 5 and above': 'floor=gte.5',
  'pets allowed': 'pets_allowed=eq.true',
  'vegetarian only': 'food_preference=eq.vegetarian',
  'gated society': 'gated_society=eq.true',
  'facing south-west': 'facing=eq.south_west',
  'built in the last 5 years': 'year_built=gte.2021',
  'no brokerage': 'no_brokerage=eq.true',
  // "Search this area" over a few streets of one Pune locality (a quarter of Baner 7), and over
  // the whole of Pune (every Pune locality, 35 % of the listings).
  'map area': 'latitude=gte.18.59&latitude=lte.18.595&longitude=gte.73.8&longitude=lte.73.805',
  'map area of a city': 'latitude=gte.18.4&latitude=lte.18.7&longitude=gte.73.7&longitude=lte.73.9',
};

/**
 * A frame on the map is a range in two dimensions, which no index returns in the page's order: a
 * small frame reads its matches from the point index and sorts them (few, as the combinations'
 * are), a large one walks the sort's index and checks the frame. Judged like the combinations.
 */
const AREA_FILTERS = new Set(['map area']);

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
    const area = AREA_FILTERS.has(filterName);
    filterSets.push([filterName, [filterName], area]);
    if (filterName !== 'city' && filterName !== 'no filter') filterSets.push([`${filterName} in a city`, ['city', filterName], area]);
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
