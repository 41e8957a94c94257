import type { MiddlewareHandler } from 'hono';
import { envelopeOf, isSealed, withVary } from './envelope.ts';

const ALLOW_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD';
const DEFAULT_ALLOW_HEADERS = [
  'apikey', 'authorization', 'content-type', 'accept', 'accept-profile', 'content-profile', 'prefer', 'range',
  'range-unit', 'x-client-info', 'x-retry-count', 'x-supabase-api-version', 'x-upsert', 'cache-control',
  'x-metadata', 'traceparent', 'tracestate', 'baggage', 'tus-resumable', 'upload-length', 'upload-offset',
  'upload-metadata', 'upload-defer-length',
].join(', ');
export const EXPOSE_HEADERS = [
  'Content-Range', 'Content-Location', 'Location', 'Preference-Applied', 'Range-Unit', 'Content-Type',
  'Content-Profile', 'X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'Proxy-Status', 'Server-Timing', 'X-Request-Id',
  // tus (resumable uploads): a browser client reads these to know where to resume.
  'Upload-Offset', 'Upload-Length', 'Upload-Expires', 'Upload-Metadata', 'Tus-Resumable', 'Tus-Version', 'Tus-Extension',
  'Tus-Max-Size',
].join(', ');

const isLocal = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * CORS for the browser apps (protocol §1.3): the site's origin, the configured extra origins and any
 * localhost origin are echoed back; preflights answer for every route and echo the requested headers.
 * Past the preflight, a call from no origin or another one gets no CORS headers at all, as PostgREST
 * answers it: only a browser on an allowed origin reads them, and the list of exposed headers alone
 * is about 350 bytes of every answer to the site's server and other server-side callers.
 */
export function cors(siteUrl: string, allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set([siteUrl, ...allowedOrigins].flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  }));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = origin && (allowed.has(origin) || isLocal(origin)) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? DEFAULT_ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin',
      });
      if (allowOrigin) {
        headers.set('Access-Control-Allow-Origin', allowOrigin);
        headers.set('Access-Control-Allow-Credentials', 'true');
      }
      return new Response(null, { status: 204, headers });
    }
    const envelope = envelopeOf(c);
    if (envelope) {
      if (allowOrigin) {
        envelope.headers['access-control-allow-origin'] = allowOrigin;
        envelope.headers['access-control-allow-credentials'] = 'true';
        envelope.headers['access-control-expose-headers'] = EXPOSE_HEADERS;
        envelope.vary.push('Origin');
      }
    }
    await next();
    if (isSealed(c.res)) return;
    const headers = c.res.headers;
    if (allowOrigin) {
      headers.set('Access-Control-Allow-Origin', allowOrigin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
      headers.set('Vary', withVary(headers.get('Vary'), 'Origin'));
    }
  };
}
