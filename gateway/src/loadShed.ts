// Bounds the work one gateway process takes on at once. Past the bound a request is refused at once
// with 503 and Retry-After instead of queueing behind the others until every caller times out; so is
// a REST request while the database's admission (admission.ts) is full, before any of its work. Any
// 503 or 504 the gateway gives (busy, a lost or stalled database) tells the client when to try again.
import type { MiddlewareHandler } from 'hono';
import { StartupError } from '@rentals/db/errors';
import type { Admission } from './admission.ts';
import { errors, renderError } from './errors.ts';

/** Requests one gateway process works on at once, by default: an outer bound (uploads, sign-ins); admission.ts bounds the pool's. */
export const DEFAULT_MAX_CONCURRENT = 64;
/** Seconds a refused or database-less client is told to wait. */
export const RETRY_AFTER_SECONDS = '2';

/** GATEWAY_MAX_CONCURRENT: requests in progress per gateway process before it answers 503 (0: no bound). */
export function maxConcurrentFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.GATEWAY_MAX_CONCURRENT;
  if (raw === undefined || raw === '') return DEFAULT_MAX_CONCURRENT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new StartupError(`GATEWAY_MAX_CONCURRENT must be a whole number (0 for no bound), got '${raw}'.`);
  return value;
}

/** Paths an operator must reach even when the gateway is busy. */
const OPERATOR_PATHS = new Set(['/health', '/ready', '/metrics']);

export function shedLoad(limit: number, onShed: () => void = () => {}, database?: Admission): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    const path = c.req.path;
    if (((limit > 0 && inFlight >= limit) || (database?.full && path.startsWith('/rest/v1/'))) && !OPERATOR_PATHS.has(path)) {
      onShed();
      const busy = renderError(errors.busy());
      busy.headers.set('Retry-After', RETRY_AFTER_SECONDS);
      return busy;
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
    if ((c.res.status === 503 || c.res.status === 504) && !c.res.headers.has('Retry-After')) c.res.headers.set('Retry-After', RETRY_AFTER_SECONDS);
  };
}
