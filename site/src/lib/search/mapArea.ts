// The search page's map in its address: `view=map` shows the results on a map instead of the list,
// and `bounds=south,west,north,east` ("search this area") keeps the homes inside the map's frame.
// A frame that does not parse is dropped, as every search parameter is.

export const VIEWS = ['list', 'map'] as const;
export type View = (typeof VIEWS)[number];

/** Degrees of latitude and longitude; south < north and west < east. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,6})?$/;

/** '18.5,73.7,18.6,73.9' → { south: 18.5, west: 73.7, north: 18.6, east: 73.9 }; anything else → null. */
export function parseBounds(value: string | null): Bounds | null {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const inRange = [south, north].every((lat) => lat >= -90 && lat <= 90) && [west, east].every((lng) => lng >= -180 && lng <= 180);
  return inRange && south < north && west < east ? { south, west, north, east } : null;
}

/** The address form of a frame, to 5 decimals (about a metre): '18.5,73.7,18.6,73.9'. */
export function boundsParam(bounds: Bounds): string {
  const round = (n: number) => String(Math.round(n * 1e5) / 1e5);
  return [bounds.south, bounds.west, bounds.north, bounds.east].map(round).join(',');
}

/** The frame as PostgREST conditions on a listing's point. */
export function boundsConditions(bounds: Bounds | null): [column: string, operator: string, value: string][] {
  if (!bounds) return [];
  return [
    ['latitude', 'gte', String(bounds.south)],
    ['latitude', 'lte', String(bounds.north)],
    ['longitude', 'gte', String(bounds.west)],
    ['longitude', 'lte', String(bounds.east)],
  ];
}

/** "Search this area" from a search address: its frame set, the page back to 1, the rest kept. */
export function areaSearchHref(current: string, frame: Bounds): string {
  const url = new URL(current);
  url.searchParams.set('bounds', boundsParam(frame));
  url.searchParams.delete('page');
  return `${url.pathname}?${url.searchParams.toString()}`;
}
