/**
 * The PostgREST shapes the public search page sends on `properties` (with Prefer: count=estimated):
 * the listed filter always, one optional filter alone or with a city, one of three sorts, pages of
 * 20 up to offset 980 (the page stops at 50 pages).
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

export const PAGES = { first: 0, deepest: 980 } as const;

export interface Shape {
  name: string;
  query: string;
}

/** Every filter alone and with the city, under each sort, on the first and the deepest page. */
export function searchShapes(): Shape[] {
  const shapes: Shape[] = [];
  for (const [filterName, filter] of Object.entries(FILTERS)) {
    for (const withCity of filterName === 'city' || filterName === 'no filter' ? [false] : [false, true]) {
      for (const [sortName, order] of Object.entries(SORTS)) {
        for (const [pageName, offset] of Object.entries(PAGES)) {
          const parts = [LISTED, withCity ? FILTERS.city : '', filter, `order=${order}`, 'limit=20', offset ? `offset=${offset}` : ''];
          shapes.push({
            name: `${filterName}${withCity ? ' in a city' : ''}, ${sortName}, ${pageName} page`,
            query: `select=*&${parts.filter(Boolean).join('&')}`,
          });
        }
      }
    }
  }
  return shapes;
}
