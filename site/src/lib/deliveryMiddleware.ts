// How rendered responses leave the server: cache lifetimes (src/lib/cachePolicy.ts) and on-the-fly
// compression (src/lib/compressResponse.ts). It runs outermost, so it sees the final response of
// every page and endpoint, including the cookies other middleware set.
import { defineMiddleware } from 'astro:middleware';
import { renderedCacheControl } from './cachePolicy.ts';
import { appendVary, compressResponse } from './compressResponse.ts';
import { hasSessionCookie } from './requestClient.ts';

export const delivery = defineMiddleware(async (context, next) => {
  const rendered = await next();
  // Prerendering writes files at build time: the static server adds headers and serves .br/.gz.
  if (context.isPrerendered) return rendered;
  const response = compressResponse(rendered, context.request.headers.get('accept-encoding'));
  const decision = renderedCacheControl({
    method: context.request.method,
    pathname: context.url.pathname,
    status: response.status,
    hasSession: hasSessionCookie(context.request),
    setsCookie: response.headers.has('set-cookie') || !context.cookies.headers().next().done,
    cacheControl: response.headers.get('cache-control'),
  });
  response.headers.set('cache-control', decision.cacheControl);
  if (decision.varyCookie) appendVary(response.headers, 'Cookie');
  return response;
});
