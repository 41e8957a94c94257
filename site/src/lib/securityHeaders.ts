// The security headers of every site response (pages, files, errors; /admin and /portal included)
// and the one Content-Security-Policy they carry. Astro lists the hashes of the inline scripts it
// renders (security.csp in astro.config.ts); the policy is built here around them, so every
// response states the same rules and only the script hashes differ.
import { createHash } from 'node:crypto';

/** One year, with subdomains: sent only on responses the visitor received over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface PolicyInput {
  /** 'sha256-…' sources of the page's inline scripts (without quotes); none for files and error pages. */
  scriptHashes?: readonly string[];
  /** Origin of the API the islands and images use (PUBLIC_SUPABASE_URL); null when not configured. */
  apiOrigin?: string | null;
  /** Origin of the map tile service (MAP_TILES_URL); null when the maps draw offline. */
  tilesOrigin?: string | null;
}

/**
 * The policy: scripts only from this site or by hash (never 'unsafe-inline'), styles from this
 * site and inline (style attributes, the console's runtime styles), data from this site and the
 * API (its WebSocket too), no plugins, no framing, no foreign form targets or base URL.
 */
export function contentSecurityPolicy({ scriptHashes = [], apiOrigin = null, tilesOrigin = null }: PolicyInput = {}): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const tiles = tilesOrigin && tilesOrigin !== apiOrigin ? ` ${tilesOrigin}` : '';
  const socket = apiOrigin ? socketOrigin(apiOrigin) : null;
  const hashes = [...new Set(scriptHashes)].map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${socket ? ` ${socket}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The API's WebSocket origin, for the live threads' Realtime connection (a browser matches ws: only
 * against ws: sources): socketOrigin('https://api.rentals.in') → 'wss://api.rentals.in'.
 */
export function socketOrigin(origin: string): string | null {
  if (origin.startsWith('https://')) return `wss://${origin.slice('https://'.length)}`;
  if (origin.startsWith('http://')) return `ws://${origin.slice('http://'.length)}`;
  return null;
}

/** The script hashes of a policy Astro wrote: scriptHashesOf("script-src 'self' 'sha256-a='; …") → ['sha256-a=']. */
export function scriptHashesOf(policy: string | null | undefined): string[] {
  const scripts = (policy ?? '').split(';').find((directive) => directive.trim().startsWith('script-src '));
  return [...(scripts ?? '').matchAll(/'((?:sha256|sha384|sha512)-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1]!);
}

// Asked with the same setting on every response: the last answer is kept.
let lastOrigin: { url: string | undefined; origin: string | null } | undefined;

/** An origin from a URL, null when it is missing or not one: apiOriginOf('http://localhost:54321/') → 'http://localhost:54321'. */
export function apiOriginOf(url: string | undefined): string | null {
  if (lastOrigin && lastOrigin.url === url) return lastOrigin.origin;
  let origin: string | null = null;
  if (url) {
    try {
      const parsed = new URL(url).origin;
      origin = parsed === 'null' ? null : parsed;
    } catch {
      origin = null;
    }
  }
  lastOrigin = { url, origin };
  return origin;
}

/** The headers besides the policy, on every response. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Older browsers that do not read frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** SHA-256 source of an inline script's exact text, as a policy names it: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
