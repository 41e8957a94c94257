// The sitemaps protocol (https://www.sitemaps.org/protocol.html): a sitemap index naming sitemaps,
// and url sets of at most 50,000 addresses each.

export interface SitemapUrl {
  loc: string;
  /** When the page last changed, as stored (an ISO timestamp); written as a W3C datetime. */
  lastmod?: string | null;
}

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Escapes the five XML special characters (`&` first). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A stored timestamp as a W3C datetime in UTC (`2026-11-22 10:15:00.123456+05:30` → `2026-11-22T04:45:00.123Z`); undefined if unreadable. */
export function w3cDatetime(timestamp: string | null | undefined): string | undefined {
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function entry(tag: 'url' | 'sitemap', loc: string, lastmod?: string | null): string {
  const modified = w3cDatetime(lastmod);
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</${tag}>`;
}

/** A `<urlset>` document listing `urls`. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => entry('url', url.loc, url.lastmod)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

/** A `<sitemapindex>` document naming the sitemaps at `locs`. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => entry('sitemap', loc)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${body}${body ? '\n' : ''}</sitemapindex>\n`;
}
