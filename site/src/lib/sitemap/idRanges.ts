// The property sitemaps split the listings by id, not by position: page k of n holds the listed
// properties whose uuid falls in the k-th of n equal slices of the uuid space. Ids are random
// (gen_random_uuid, and md5-derived in the demo data), so each slice holds about total / n rows,
// and a page is one walk along the primary key from its lower bound, however many listings exist:
// no OFFSET, no boundary scan, and the index needs only the (estimated) count. n is part of the
// page's address, so a page a crawler fetches later always means the slice it was listed as.

/** Listings a property sitemap is sized for; the protocol allows 50,000, leaving room for chance. */
export const TARGET_URLS_PER_PAGE = 10_000;
/** The protocol's limit of addresses in one sitemap. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** The protocol's limit of sitemaps in one index, less the static-pages sitemap. */
export const MAX_PROPERTY_PAGES = 49_999;

const UUID_SPACE = 1n << 128n;

/** How many property sitemaps cover `listings` listings: `pageCount(25_000)` → 3; at least 1. */
export function pageCount(listings: number): number {
  const pages = Math.ceil(Math.max(0, listings) / TARGET_URLS_PER_PAGE);
  return Math.min(Math.max(pages, 1), MAX_PROPERTY_PAGES);
}

function uuidAt(value: bigint): string {
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdRange {
  /** Lowest id of the slice (inclusive). */
  from: string;
  /** Lowest id of the next slice (exclusive); absent for the last slice. */
  to?: string;
}

/** The id slice of page `page` (1-based) of `pages`: idRange(1, 2) → { from: '00000000-…', to: '80000000-…' }. */
export function idRange(page: number, pages: number): IdRange {
  const from = uuidAt((UUID_SPACE * BigInt(page - 1)) / BigInt(pages));
  if (page === pages) return { from };
  return { from, to: uuidAt((UUID_SPACE * BigInt(page)) / BigInt(pages)) };
}

/** The file name of a property sitemap: pageName(2, 9) → 'properties-2-of-9'. */
export function pageName(page: number, pages: number): string {
  return `properties-${page}-of-${pages}`;
}

/** The page and page count a property sitemap's name stands for, or undefined for any other name. */
export function parsePageName(name: string): { page: number; pages: number } | undefined {
  const match = /^properties-([1-9]\d{0,5})-of-([1-9]\d{0,5})$/.exec(name);
  if (!match) return undefined;
  const page = Number(match[1]);
  const pages = Number(match[2]);
  if (page > pages || pages > MAX_PROPERTY_PAGES) return undefined;
  return { page, pages };
}
