// Prometheus metrics of the site server (prom-client), served at GET /metrics: requests by route and
// status with their duration, pages refused by the concurrency bound, pages in progress. A request
// pays one histogram observation; the route is the first segment of the address when it names a
// page folder of the site (`/property`, `/portal`), so that addresses cannot multiply series.
import fs from 'node:fs';
import client from 'prom-client';

export interface SiteMetrics {
  registry: client.Registry;
  observe(pathname: string, kind: 'file' | 'page', method: string | undefined, status: number, startedAt: number): void;
  shed(): void;
}

/** The top-level routes of the site, read once from its pages folder. */
function topLevelRoutes(pagesDir: URL): Set<string> {
  try {
    return new Set(fs.readdirSync(pagesDir).filter((name) => !name.startsWith('[') && !name.startsWith('_')).map((name) => name.replace(/\.(astro|ts|md|mdx)$/, '')));
  } catch {
    return new Set();
  }
}

export function createSiteMetrics(options: { pagesDir: URL; inFlight(): number }): SiteMetrics {
  const routes = topLevelRoutes(options.pagesDir);
  const routeOf = (pathname: string, kind: 'file' | 'page') => {
    if (kind === 'file') return 'file';
    if (pathname === '/') return '/';
    const end = pathname.indexOf('/', 1);
    const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
    return routes.has(first) ? `/${first}` : 'other';
  };
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'site_' });
  const duration = new client.Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Requests answered by the site server, by route (first path segment, or file for the build\'s files), method and status, and how long they took',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const shed = new client.Counter({
    name: 'site_shed_total',
    help: 'Pages refused with 503 at once because the site was rendering as many as SITE_MAX_CONCURRENT',
    registers: [registry],
  });
  new client.Gauge({
    name: 'site_pages_in_progress',
    help: 'Pages being rendered now',
    registers: [registry],
    collect() {
      this.set(options.inFlight());
    },
  });
  return {
    registry,
    observe: (pathname, kind, method, status, startedAt) =>
      duration.observe({ route: routeOf(pathname, kind), method: method ?? 'GET', status }, (performance.now() - startedAt) / 1000),
    shed: () => shed.inc(),
  };
}
