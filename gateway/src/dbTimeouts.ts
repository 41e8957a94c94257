// How long the gateway waits on the database. PostgreSQL's own statement_timeout (per role: 3 s for
// anon, 8 s for authenticated, as Supabase sets them) ends a slow statement, but not a server that
// stopped answering altogether (stalled disk, SIGSTOP, a network gone quiet): then only the client's
// own limits answer the caller, with 503 or 504 instead of a request that hangs.
import { StartupError } from '@rentals/db/errors';

export interface DbTimeouts {
  /** GATEWAY_DB_CONNECT_TIMEOUT_MS: waiting for a pooled connection, and opening a new one. */
  connectMs: number;
  /** GATEWAY_DB_QUERY_TIMEOUT_MS: waiting for a statement's answer; then the connection is dropped. */
  queryMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5_000, queryMs: 15_000 };

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new StartupError(`${name} must be a whole number of milliseconds, got '${raw}'.`);
  return value;
}

export function dbTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): DbTimeouts {
  return {
    connectMs: milliseconds(env, 'GATEWAY_DB_CONNECT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.connectMs),
    queryMs: milliseconds(env, 'GATEWAY_DB_QUERY_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.queryMs),
  };
}

/** node-postgres's error when a statement's answer did not come within query_timeout. */
export function isQueryTimeout(error: unknown): boolean {
  return (error as { message?: unknown } | null)?.message === 'Query read timeout';
}

/** node-postgres's errors when no connection could be had in time (pool queue, or connecting). */
export function isConnectTimeout(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return message === 'timeout exceeded when trying to connect' || message === 'Connection terminated due to connection timeout';
}

/** Margin over a role's statement_timeout: a slow statement gets PostgreSQL's own error (57014) first. */
const ROLE_MARGIN_MS = 1_000;
const UNITS: Record<string, number> = { '': 1, ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 };
const parsed = new Map<string, number>();

/** A statement_timeout setting ('3s', '500ms', '1min', '8000') in milliseconds; 0 for none or unreadable. */
export function settingMs(value: string): number {
  let ms = parsed.get(value);
  if (ms === undefined) {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value);
    ms = match ? Math.round(Number(match[1]) * UNITS[match[2] ?? '']!) : 0;
    if (parsed.size < 100) parsed.set(value, ms);
  }
  return ms;
}

/**
 * How long to wait for a request's statements: a little over its role's statement_timeout (anon 3 s,
 * authenticated 8 s), so that a stalled server is answered as soon as a healthy one would have
 * ended the statement, and never longer than the pool's own limit.
 */
export function requestWaitMs(poolLimitMs: number | undefined, roleSettings: Record<string, string> | undefined): number | undefined {
  const roleLimit = roleSettings?.statement_timeout ? settingMs(roleSettings.statement_timeout) : 0;
  if (!roleLimit) return poolLimitMs;
  return poolLimitMs ? Math.min(poolLimitMs, roleLimit + ROLE_MARGIN_MS) : roleLimit + ROLE_MARGIN_MS;
}
