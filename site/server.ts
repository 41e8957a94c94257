// The site's HTTP server: files of the build's client folder (with their precompressed copies)
// first, then everything else rendered by Astro (@astrojs/node built in middleware mode).
// Before either: the security headers every response carries, a 400 page for an address the site
// cannot read, and the request body read up to its route's limit (src/server/bodyLimit.ts), so
// that Astro never reads more than that and an oversized post costs nothing but a 413 page.
// HOST and PORT choose where it listens (scripts/site.ts sets them); SITE_TRUSTED_PROXIES names
// the proxies whose X-Forwarded-For / X-Forwarded-Proto it believes (src/server/visitor.ts).
// Pages rendered at once are bounded (src/server/loadShed.ts: past it, a 503 page at once), and
// /ready and /metrics are answered here (src/server/operator.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { siteUrlFromEnv } from './src/lib/seo.ts';
import { apiOriginOf, contentSecurityPolicy, scriptHashesOf, securityHeaders } from './src/lib/securityHeaders.ts';
import { bodyLimitFor, readBody } from './src/server/bodyLimit.ts';
import { errorPageHtml, type ErrorStatus } from './src/server/errorPage.ts';
import { createGate, maxConcurrentFromEnv, RETRY_AFTER_SECONDS } from './src/server/loadShed.ts';
import { createSiteMetrics } from './src/server/metrics.ts';
import { OPERATOR_PATHS, operatorEndpoints } from './src/server/operator.ts';
import { createPageCache, pageCacheTtlMs } from './src/server/pageCache.ts';
import { productionUnlessSet } from './src/server/productionMode.ts';
import { isOneClickUnsubscribe, oneClickUnsubscribe } from './src/server/oneClickUnsubscribe.ts';
import { createStaticHandler } from './src/server/staticFiles.ts';
import { runForVisitor, trustedProxies, visitorOf } from './src/server/visitor.ts';

// A malformed SITE_URL or SITE_TRUSTED_PROXIES stops the server here rather than failing every page.
siteUrlFromEnv();
const trusted = trustedProxies(process.env.SITE_TRUSTED_PROXIES);

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

productionUnlessSet();
const dist = new URL('./dist/', import.meta.url);
const entry = new URL('server/entry.mjs', dist).href;
const { handler } = (await import(entry)) as { handler: AstroHandler };

// The script hashes of each prerendered page, as Astro wrote them at build time (staticHeaders).
const prerenderedPolicies = new Map<string, string[]>();
const headersFile = new URL('_headers.json', dist);
if (fs.existsSync(headersFile)) {
  const routes = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  for (const route of routes) {
    const policy = route.headers.find((header) => header.key.toLowerCase() === 'content-security-policy');
    if (policy) prerenderedPolicies.set(route.pathname, scriptHashesOf(policy.value));
  }
}
const apiOrigin = () => apiOriginOf(process.env.PUBLIC_SUPABASE_URL);
// The policy of files and the server's own pages, built again only when the API's address changes.
let kept: { origin: string | null; policy: string } | undefined;
function basePolicy(): string {
  const origin = apiOrigin();
  if (kept?.origin !== origin) kept = { origin, policy: contentSecurityPolicy({ apiOrigin: origin }) };
  return kept.policy;
}
const serveFile = createStaticHandler(fileURLToPath(new URL('client/', dist)), {
  headersFor: (relative): Record<string, string> => {
    if (!relative.endsWith('.html')) return {};
    const route = relative.replace(/\/?index\.html$/, '').replace(/\.html$/, '') || '/';
    return { 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: prerenderedPolicies.get(route) ?? [], apiOrigin: apiOrigin() }) };
  },
});

// Anonymous home, search and listing pages, rendered once per half minute (src/server/pageCache.ts;
// SITE_PAGE_CACHE_SECONDS).
const pages = createPageCache({
  ttlMs: pageCacheTtlMs(),
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  ownHeaders: Object.keys({ ...securityHeaders(true), ...securityHeaders(false) }),
});

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** An address the site cannot read: malformed percent-encoding, or control characters (NUL …) once decoded. */
function unreadableAddress(url: string): boolean {
  try {
    return hasControlCharacter(decodeURIComponent(url));
  } catch {
    return true;
  }
}

function sendErrorPage(req: IncomingMessage, res: ServerResponse, status: ErrorStatus): void {
  const html = req.method === 'HEAD' ? '' : errorPageHtml(status, req.headers.cookie);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    ...(status === 503 ? { 'Retry-After': RETRY_AFTER_SECONDS } : {}),
  });
  if (status !== 413) return void res.end(html);
  // The rest of the body is never read. Ending the response would let Node close the connection
  // at once, and the reset would reach a client still sending before it read the answer: the
  // whole answer is written, and the connection dropped a second later.
  res.write(html, () => setTimeout(() => res.destroy(), 1_000).unref());
}

// Pages rendered at once are bounded (SITE_MAX_CONCURRENT); the operator's endpoints answer regardless.
const gate = createGate(maxConcurrentFromEnv());
const metrics = createSiteMetrics({ pagesDir: new URL('./src/pages/', import.meta.url), inFlight: gate.inFlight });
const operator = operatorEndpoints({ apiUrl: () => process.env.PUBLIC_SUPABASE_URL, metrics, metricsToken: process.env.METRICS_TOKEN || undefined });

/** The build's files (`/_astro/…`, `/favicon.ico`): cheap, and needed by pages already served, so never refused. */
const ASSET = /^\/_astro\/|\.[a-z0-9]{1,8}$/i;

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  if (unreadableAddress(url)) return sendErrorPage(req, res, 400);
  const pathname = url.split(/[?#]/)[0]!;
  if (await operator(req, res, pathname)) return;
  const startedAt = performance.now();
  // A page already rendered for visitors costs next to nothing, so it is served even at the bound.
  if (pages.serve(req, res)) return metrics.observe(pathname, 'page', req.method, res.statusCode, startedAt);
  // Refused before anything is read or looked up, so that a refusal costs next to nothing.
  const gated = !OPERATOR_PATHS.has(pathname) && !ASSET.test(pathname);
  if (gated && !gate.enter()) {
    metrics.shed();
    sendErrorPage(req, res, 503);
    return metrics.observe(pathname, 'page', req.method, 503, startedAt);
  }
  let kind: 'file' | 'page' = 'page';
  try {
    const outcome = await readBody(req, bodyLimitFor(req.method, pathname));
    if (outcome.kind === 'aborted') return void res.destroy();
    if (outcome.kind === 'too-large') return sendErrorPage(req, res, 413);
    // Astro's adapter takes a body given on the request instead of reading the stream (already read).
    if (req.method !== 'GET' && req.method !== 'HEAD') (req as IncomingMessage & { body?: Buffer }).body = outcome.body;
    if (isOneClickUnsubscribe(req.method, pathname)) return oneClickUnsubscribe(req, res);
    if (await serveFile(req, res)) {
      kind = 'file';
      return;
    }
    pages.record(req, res);
    await handler(req, res);
  } finally {
    if (gated) gate.leave();
    metrics.observe(pathname, kind, req.method, res.statusCode, startedAt);
  }
}

const server = http.createServer((req, res) => {
  const visitor = visitorOf(req, trusted);
  for (const [name, value] of Object.entries(securityHeaders(visitor.https))) res.setHeader(name, value);
  // Files and the server's own pages; Astro's pages replace it with one that lists their scripts.
  res.setHeader('Content-Security-Policy', basePolicy());
  runForVisitor(visitor, () => handle(req, res)).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end('Internal server error');
    else res.destroy();
  });
});

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));
