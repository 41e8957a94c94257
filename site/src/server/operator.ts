// The site's operator endpoints, answered before Astro and never refused by the concurrency bound:
// /ready says which part is down (the site itself, the API gateway, the database behind it) and
// /metrics is Prometheus's; /health (src/pages/health.ts) says the server answers. None tells anything
// of the data; /metrics wants `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteMetrics } from './metrics.ts';

type PartState = 'up' | 'down' | 'unknown';
interface Readiness {
  status: 'ready' | 'unavailable';
  parts: { site: 'up'; gateway: PartState; database: PartState };
}

/**
 * How long /ready waits for the gateway: over the 2 s the gateway's own /ready takes at most
 * (gateway/src/operator.ts), so that a gateway that answers is never called down because its
 * database is slow to. The site's /ready answers within READY_LIMIT_MS.
 */
const GATEWAY_WAIT_MS = 2_500;
export const READY_LIMIT_MS = 3_000;
/** How long one answer is reused: a public endpoint must not multiply load on the gateway. */
const READY_REUSE_MS = 1_000;

export const OPERATOR_PATHS = new Set(['/health', '/ready', '/metrics']);

async function askGateway(apiUrl: string): Promise<Readiness> {
  try {
    const response = await fetch(`${apiUrl}/ready`, { signal: AbortSignal.timeout(GATEWAY_WAIT_MS) });
    const body = (await response.json()) as { parts?: { database?: string } };
    const database: PartState = body.parts?.database === 'up' ? 'up' : body.parts?.database === 'down' ? 'down' : 'unknown';
    const ready = response.ok && database === 'up';
    return { status: ready ? 'ready' : 'unavailable', parts: { site: 'up', gateway: 'up', database } };
  } catch {
    return { status: 'unavailable', parts: { site: 'up', gateway: 'down', database: 'unknown' } };
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

export function operatorEndpoints(options: { apiUrl(): string | undefined; metrics: SiteMetrics; metricsToken?: string }) {
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  const readiness = () => {
    const apiUrl = options.apiUrl();
    if (!apiUrl) return Promise.resolve<Readiness>({ status: 'unavailable', parts: { site: 'up', gateway: 'unknown', database: 'unknown' } });
    if (!last || performance.now() - last.at > READY_REUSE_MS) last = { at: performance.now(), answer: askGateway(apiUrl) };
    return last.answer;
  };
  const send = (res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body), ...headers });
    res.end(body);
  };
  /** Answers /ready and /metrics; false for any other path. */
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname === '/ready') {
      const answer = await readiness();
      send(res, answer.status === 'ready' ? 200 : 503, 'application/json', JSON.stringify(answer), answer.status === 'ready' ? {} : { 'Retry-After': '2' });
      return true;
    }
    if (pathname === '/metrics') {
      if (options.metricsToken && !tokenMatches(req.headers.authorization, options.metricsToken)) {
        send(res, 401, 'application/json', JSON.stringify({ message: 'Invalid metrics token' }), { 'WWW-Authenticate': 'Bearer' });
      } else {
        send(res, 200, options.metrics.registry.contentType, await options.metrics.registry.metrics());
      }
      return true;
    }
    return false;
  };
}
