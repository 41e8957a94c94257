// How long browsers and shared caches (a CDN in front of the site) may keep each response. One
// module, no framework code: the Node server applies the file rules, the Astro middleware the
// rendered-response rules.
import { visitorPage } from '../i18n/lang.ts';

export const CACHE_CONTROL = {
  /** Build output under /_astro/: the file name carries a content hash, so it never changes. */
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
  if (filePath.startsWith('/_astro/')) return CACHE_CONTROL.immutable;
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

export interface CacheDecision {
  cacheControl: string;
  /** The body depends on the request's cookies (language, session): shared caches must key on them. */
  varyCookie: boolean;
}

/**
 * The Cache-Control of a response rendered on the server. Personal answers are never stored,
 * whatever the page asked for; otherwise a page's own choice stands, and listing pages and
 * sitemaps get a short public lifetime.
 */
export function renderedCacheControl(response: RenderedResponse): CacheDecision {
  const keep = (fallback: string, varyCookie = false): CacheDecision => ({
    cacheControl: response.cacheControl ?? fallback,
    varyCookie,
  });
  if (PERSONAL_PATH.test(response.pathname) || response.hasSession || response.setsCookie) {
    return { cacheControl: CACHE_CONTROL.personal, varyCookie: false };
  }
  if ((response.method !== 'GET' && response.method !== 'HEAD') || response.status !== 200) {
    return keep(CACHE_CONTROL.noStore);
  }
  // The page's language comes from a cookie, so the same URL has one body per language.
  if (visitorPage(response.pathname)) return keep(CACHE_CONTROL.listing, true);
  if (SITEMAP.test(response.pathname)) return keep(CACHE_CONTROL.listing);
  if (response.pathname === '/robots.txt') return keep(CACHE_CONTROL.publicFile);
  return keep(CACHE_CONTROL.revalidate);
}
