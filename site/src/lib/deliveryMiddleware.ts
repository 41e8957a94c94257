// How rendered responses leave the server: cache lifetimes (src/lib/cachePolicy.ts), on-the-fly
// compression (src/lib/compressResponse.ts) and the Content-Security-Policy (src/lib/securityHeaders.ts)
// around the script hashes Astro listed for the page. It runs outermost, so it sees the final response of
// every page and endpoint, including the cookies other middleware set.
import { defineMiddleware } from 'astro:middleware';
import { renderedCacheControl } from './cachePolicy.ts';
import { compressResponse } from './compressResponse.ts';
import { hasSessionCookie } from './requestClient.ts';
import { envScript, readPublicEnv } from './publicEnv.ts';
import { apiOriginOf, contentSecurityPolicy, scriptHash, scriptHashesOf } from './securityHeaders.ts';
import { readMapTiles } from './map/tiles.ts';

/** The hash of the last window.__ENV script, kept: the settings it holds change only with the process's environment. */
let envHash: { script: string; hash: string } | undefined;
function envScriptHash(script: string): string {
  if (envHash?.script !== script) envHash = { script, hash: scriptHash(script) };
  return envHash.hash;
}

export const delivery = defineMiddleware(async (context, next) => {
  // The address asked for: a Hindi visitor page is rewritten to its English route inside next().
  const pathname = context.url.pathname;
  const rendered = await next();
  // Prerendering writes files at build time: the static server adds headers and serves .br/.gz.
  if (context.isPrerendered) return rendered;
  const response = await compressResponse(rendered, context.request.headers.get('accept-encoding'));
  const cacheControl = renderedCacheControl({
    method: context.request.method,
    pathname,
    status: response.status,
    hasSession: hasSessionCookie(context.request),
    setsCookie: response.headers.has('set-cookie') || !context.cookies.headers().next().done,
    cacheControl: response.headers.get('cache-control'),
  });
  response.headers.set('cache-control', cacheControl);
  // The base layout's inline window.__ENV holds this server's settings, which Astro cannot know
  // at build time: its hash is added here.
  const env = readPublicEnv();
  response.headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      scriptHashes: [...scriptHashesOf(rendered.headers.get('content-security-policy')), envScriptHash(envScript(env))],
      apiOrigin: apiOriginOf(env.PUBLIC_SUPABASE_URL),
      tilesOrigin: readMapTiles().origin,
    }),
  );
  return response;
});
