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

/** The key of an account's wrong second-factor codes in auth.sign_in_failures (all its factors together). */
export const factorFailureKey = (userId: string) => `mfa:${userId}`;

/** The key of wrong texted codes for a number (sign-in and phone-change codes alike). */
export const phoneCodeFailureKey = (phone: string) => `phone:${phone}`;

/**
 * Inside a code's verification transaction: takes the failure row lock of `key` (an account's
 * factors, a phone number), so parallel codes are checked one at a time, and refuses with 429 and
 * Retry-After while the key waits out its delay, even for the right code.
 */
export async function lockCodeAttempts(c: Context, client: pg.PoolClient, config: AuthConfig, key: string): Promise<void> {
  if (config.accountLimit.freeFailures === 0) return;
  await client.query('insert into auth.sign_in_failures (key) values ($1) on conflict (key) do nothing', [key]);
  const { rows } = await client.query<{ wait: number | null }>(
    `select extract(epoch from locked_until - now())::float8 as wait from auth.sign_in_failures where key = $1 for update`,
    [key],
  );
  const wait = rows[0]?.wait ?? 0;
  if (wait > 0) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(wait))));
    throw authErrors.rateLimited();
  }
}

/**
 * Records a code's outcome under that lock: a wrong code counts (5 free, then the doubling delay of
 * sign-ins); the right one clears the count. A right code that cannot be used (a TOTP replay that
 * another sign-in spent, a texted code past its time) counts neither way: it guesses nothing.
 */
export async function codeAttempted(client: pg.PoolClient, config: AuthConfig, key: string, outcome: 'accepted' | 'wrong' | 'replayed'): Promise<void> {
  const limit = config.accountLimit;
  if (limit.freeFailures === 0 || outcome === 'replayed') return;
  if (outcome === 'accepted') {
    await client.query('delete from auth.sign_in_failures where key = $1', [key]);
    return;
  }
  await client.query('select auth.begin_sign_in_attempt($1, $2, $3, $4, $5)', [
    key, limit.freeFailures, limit.backoffSeconds, limit.maxBackoffSeconds, limit.forgetSeconds,
  ]);
}

/** lockCodeAttempts for the account's second factors. */
export const lockFactorAttempts = (c: Context, client: pg.PoolClient, config: AuthConfig, userId: string) =>
  lockCodeAttempts(c, client, config, factorFailureKey(userId));

/** codeAttempted for the account's second factors. */
export const factorAttempted = (client: pg.PoolClient, config: AuthConfig, userId: string, outcome: 'accepted' | 'wrong' | 'replayed') =>
  codeAttempted(client, config, factorFailureKey(userId), outcome);
