// How long browsers and shared caches (a CDN in front of the site) may keep each response. One
// module, no framework code: the Node server applies the file rules, the Astro middleware the
// rendered-response rules.
import { visitorPage } from '../i18n/lang.ts';

export const CACHE_CONTROL = {
  /** Build output under /_astro/ and /fonts/: the file name carries a content hash, so it never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Other public files (favicon, placeholder pictures, the social preview image, robots.txt). */
  publicFile: 'public, max-age=86400',
  /** Pages prerendered at build time (marketing and legal pages): same for everyone until the next deploy. */
  staticPage: 'public, max-age=3600, stale-while-revalidate=86400',
  /** Home, search and listing pages (in both languages) and sitemaps for visitors: new listings show within a minute. */
  listing: 'public, max-age=60, stale-while-revalidate=300',
  /** Anything personal: a session, a cookie being set, the sign-in page, portals, back office. */
  personal: 'private, no-store',
  /** Errors and non-GET answers: never reuse them. */
  noStore: 'no-store',
  /** Rendered pages with no rule of their own: may be stored, but asked again every time. */
  revalidate: 'no-cache',
} as const;

/** The cache lifetime of a file of the build's client folder, by its path there (`/about/index.html`). */
export function staticFileCacheControl(filePath: string): string {
  if (filePath.startsWith('/_astro/') || filePath.startsWith('/fonts/')) return CACHE_CONTROL.immutable;
  if (filePath.endsWith('.html')) return CACHE_CONTROL.staticPage;
  return CACHE_CONTROL.publicFile;
}

// /auth, /portal, /portal-auth, /portal/..., /admin, /admin-secure, /language.
const PERSONAL_PATH = /^\/(?:auth|portal[^/]*|admin[^/]*|language)(?:\/|$)/;
const SITEMAP = /^\/(?:sitemap\.xml|sitemaps\/[^/]+\.xml)$/;

export interface RenderedResponse {
  method: string;
  pathname: string;
  status: number;
  /** The request carries a session cookie (valid or not). */
  hasSession: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
  /** The Cache-Control the page or endpoint chose itself, if any. */
  cacheControl: string | null;
}

/**
 * The Cache-Control of a response rendered on the server. Personal answers are never stored,
 * whatever the page asked for; otherwise a page's own choice stands, and the visitor pages and
 * sitemaps get a short public lifetime. The visitor pages (home, search, a listing, in either
 * language: `visitorPage`) are the same HTML for everyone, a session or not, so they stay public
 * for a signed-in request too and vary on nothing but the encoding: a CDN keyed on the address
 * serves them to everyone. Any answer that sets a cookie is personal.
 */
export function renderedCacheControl(response: RenderedResponse): string {
  const sameForEveryone = visitorPage(response.pathname) !== null;
  if (PERSONAL_PATH.test(response.pathname) || response.setsCookie || (response.hasSession && !sameForEveryone)) {
    return CACHE_CONTROL.personal;
  }
  const own = response.cacheControl;
  if ((response.method !== 'GET' && response.method !== 'HEAD') || response.status !== 200) return own ?? CACHE_CONTROL.noStore;
  if (sameForEveryone || SITEMAP.test(response.pathname)) return own ?? CACHE_CONTROL.listing;
  if (response.pathname === '/robots.txt') return own ?? CACHE_CONTROL.publicFile;
  return own ?? CACHE_CONTROL.revalidate;
}
