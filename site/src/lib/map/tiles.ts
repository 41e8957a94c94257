// Where the maps' pictures come from. In production, MAP_TILES_URL names a raster tile service
// (`https://tiles.example.in/{z}/{x}/{y}.png`) and MAP_TILES_ATTRIBUTION the credit its licence asks
// for. Unset, or not such an address, the maps draw the land from a dataset shipped with the site
// (world-atlas), which needs no network: `npm start` and the tests work offline.

export interface MapTiles {
  /** The tile address template, or null for the offline basemap. */
  url: string | null;
  attribution: string;
  /** The tile service's origin, which the page's Content-Security-Policy allows images from. */
  origin: string | null;
}

const MAX_ATTRIBUTION = 300;

/** Reads MAP_TILES_URL and MAP_TILES_ATTRIBUTION; an address without {z}, {x} and {y} over http(s) is ignored. */
export function readMapTiles(env: NodeJS.ProcessEnv = process.env): MapTiles {
  const offline: MapTiles = { url: null, attribution: '', origin: null };
  const raw = env.MAP_TILES_URL?.trim();
  if (!raw || !['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) return offline;
  let origin: string;
  try {
    const parsed = new URL(raw.replace(/\{[a-z]\}/g, '0'));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return offline;
    origin = parsed.origin;
  } catch {
    return offline;
  }
  // Leaflet's {s} subdomains would need each one allowed by the policy: one host only.
  if (raw.includes('{s}')) return offline;
  return { url: raw, attribution: (env.MAP_TILES_ATTRIBUTION ?? '').trim().slice(0, MAX_ATTRIBUTION), origin };
}
