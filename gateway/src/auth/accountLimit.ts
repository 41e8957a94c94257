import type { Context } from 'hono';
import type pg from 'pg';
import type { AuthConfig } from './config.ts';
import { authErrors } from './errors.ts';

/**
 * Per-account sign-in limit, kept in auth.sign_in_failures so every gateway process shares it:
 * each attempt is reserved as a failure before the password is checked (refused with 429 and
 * Retry-After while the account waits out its delay), and a right password clears the record.
 */
export async function beginSignInAttempt(c: Context, pool: pg.Pool, config: AuthConfig, email: string): Promise<void> {
  const limit = config.accountLimit;
  if (limit.freeFailures === 0) return;
  const { rows } = await pool.query<{ wait: number }>(
    'select auth.begin_sign_in_attempt($1, $2, $3, $4, $5) as wait',
    [email, limit.freeFailures, limit.backoffSeconds, limit.maxBackoffSeconds, limit.forgetSeconds],
  );
  const wait = rows[0]?.wait ?? 0;
  if (wait > 0) {
    c.header('Retry-After', String(Math.ceil(wait)));
    throw authErrors.rateLimited();
  }
}

/** The password was right: the account's failures are forgotten. */
export async function signInSucceeded(pool: pg.Pool, email: string): Promise<void> {
  await pool.query('delete from auth.sign_in_failures where key = $1', [email]);
}
