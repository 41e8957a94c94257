import type { Context, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { resolvedClientAddress } from '../clientAddress.ts';
import type { RateLimit } from './config.ts';
import type { AuthError } from './errors.ts';

/** The client's address, as the routes resolved it (trusted forwarding only: see clientAddress.ts). */
export const clientIp = resolvedClientAddress;

export interface Limiter {
  /**
   * Spends one point of the caller's budget, throwing `error()` (429) when none is left; with an
   * `account` (an email's recipient), one point of that account's own budget as well, so neither
   * many addresses nor one can spend more on a person.
   */
  consume(c: Context, account?: string): Promise<void>;
  /** The same as middleware, for endpoints limited on every request. */
  middleware: MiddlewareHandler;
}

/**
 * A per-address (and, for emails, per-account) limiter whose budget lives in auth.rate_limits
 * (created by a platform migration), so every gateway process on the database spends the same one.
 * `name` keeps budgets apart.
 */
export function limiter(
  limit: RateLimit,
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
  const consume = async (c: Context, account?: string) => {
    try {
      await budget.consume(clientIp(c));
      if (account) await budget.consume(`account:${account}`);
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
