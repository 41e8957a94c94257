// Absolute addresses for canonical links, social previews, robots.txt and sitemaps, and safe
// JSON-LD. Search engines and link previews need absolute URLs, and the public address of the
// site is not always the one a request arrives at (a proxy or CDN in front of the server).

/** The social preview picture used when a page has none of its own (site/public/og-default.png). */
export const DEFAULT_SHARE_IMAGE = {
  path: '/og-default.png',
  width: 1200,
  height: 630,
  alt: 'Rentals.in: verified homes for rent across India',
} as const;

export const SITE_NAME = 'Rentals.in';

/**
 * The origin of SITE_URL (`https://rentals.example.in/` → `https://rentals.example.in`), or
 * undefined when unset. A value that is not an http(s) URL is a configuration error.
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.SITE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://rentals.example.in, got '${raw}'`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, got '${raw}'`);
  }
  return url.origin;
}

/**
 * The origin absolute URLs are built on: SITE_URL when set, else the request's own origin. A page
 * prerendered at build time has no real request, so without SITE_URL it gets none (and its
 * absolute links are left out rather than pointing at the build machine).
 */
export function publicOrigin(
  requestUrl: URL,
  prerendered: boolean,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  return siteUrlFromEnv(env) ?? (prerendered ? undefined : requestUrl.origin);
}

/** `absoluteUrl('/property/42', 'https://r.in')` → 'https://r.in/property/42'; absolute input stays as it is. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** A path without its trailing slash (`/about/` → `/about`), the root staying `/`. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** JSON for a `<script type="application/ld+json">` element: `<` escaped so no value can end the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
