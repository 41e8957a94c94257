import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthConfig, RateLimit } from './config.ts';
import type { AuthError } from './errors.ts';

/** The client's IP: from the configured proxy header when there is one, else the socket's peer. */
export function clientIp(c: Context, header: string | null): string {
  if (header) {
    const forwarded = c.req.header(header)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface Limiter {
  /** Spends one point of the caller's budget, throwing `error()` (429) when none is left. */
  consume(c: Context): Promise<void>;
  /** The same as middleware, for endpoints limited on every request. */
  middleware: MiddlewareHandler;
}

/**
 * A per-IP limiter whose budget lives in auth.rate_limits (created by a platform migration), so
 * every gateway process on the database spends the same one. `name` keeps budgets apart.
 */
export function limiter(
  limit: RateLimit,
  config: AuthConfig,
  error: () => AuthError,
  shared: { pool: pg.Pool; name: string },
): Limiter {
  const budget = new RateLimiterPostgres({
    storeClient: shared.pool,
    schemaName: 'auth',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: shared.name,
    points: limit.points,
    duration: limit.seconds,
  });
  const consume = async (c: Context) => {
    try {
      await budget.consume(clientIp(c, config.rateLimitHeader));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      c.header('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      throw error();
    }
  };
  return {
    consume,
    middleware: async (c, next) => {
      await consume(c);
      await next();
    },
  };
}
