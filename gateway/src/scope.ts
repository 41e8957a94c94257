import type pg from 'pg';
import { runBatch, type BatchStatement } from './batch.ts';
import { isQueryTimeout, requestWaitMs } from './dbTimeouts.ts';

/** The request-level settings PostgREST sets for one transaction. */
export interface RequestScope {
  /** anon, authenticated, service_role, or any other role a verified token names (PostgreSQL refuses unknown ones). */
  role: string;
  /** Verified JWT claims; `role` is overwritten with the resolved role. */
  claims: Record<string, unknown>;
  /** Request headers with lowercased names. */
  headers: Record<string, string>;
  /** Request cookies (PostgREST's request.cookies); empty when absent. */
  cookies?: Record<string, string>;
  method: string;
  path: string;
  readOnly: boolean;
  /** The role's own settings (ALTER ROLE … SET statement_timeout …): PostgreSQL applies them only at
   * login, so, like PostgREST, they are set here for the impersonated role. */
  settings?: Record<string, string>;
  /** Prefer: timezone=Area/City, when sent. */
  timezone?: string;
  /** The request's schema first (Accept-/Content-Profile), then extensions; `public, extensions` when absent. */
  searchPath?: string;
  /** plan_cache_mode (force_custom_plan when absent; see rest/planMode.ts). */
  planMode?: 'auto' | 'force_custom_plan';
}

// plan_cache_mode: statements are prepared once per connection (saving the parse), and by default each
// execution is planned for its own values. A generic plan cannot know that one city has 70,000
// listings and another 500, and at 1,000,000 listings it picked sorts costing hundreds of ms.
// The first column ends the session of a request that reaches the server after the gateway gave up
// on it (a stalled server resumed): its statements, queued behind, never run, so a write the client
// was told had failed is never committed later. It runs as authenticator, who may end its own session.
const SCOPE_SQL = `select (select pg_catalog.pg_terminate_backend(pg_catalog.pg_backend_pid()) where $10::float8 < extract(epoch from pg_catalog.clock_timestamp()) * 1000),
              set_config('search_path', coalesce($11, 'public, extensions'), true),
              set_config('plan_cache_mode', $12, true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('timezone', coalesce($7, current_setting('timezone')), true),
              set_config('request.cookies', $8, true),
              (select count(set_config(s.key, s.value, true)) from json_each_text($9::json) as s)`;

/** How long the gateway waits for this request's statements (dbTimeouts.ts), or undefined for no limit. */
function waitMs(pool: pg.Pool, scope: RequestScope): number | undefined {
  return requestWaitMs((pool.options as { query_timeout?: number }).query_timeout, scope.settings);
}

/** `begin` and the scope statement (prepared once per connection), ready to go out with the main statement. */
function opening(scope: RequestScope, giveUpAt: number | null): BatchStatement[] {
  const claims: Record<string, unknown> = { ...scope.claims, role: scope.role };
  return [
    { text: scope.readOnly ? 'begin isolation level read committed read only' : 'begin', values: [] },
    {
      name: 'pgrst_scope',
      text: SCOPE_SQL,
      values: [
        scope.role,
        JSON.stringify(claims),
        typeof claims.sub === 'string' ? claims.sub : '',
        JSON.stringify(scope.headers),
        scope.method,
        scope.path,
        scope.timezone ?? null,
        JSON.stringify(scope.cookies ?? {}),
        JSON.stringify(scope.settings ?? {}),
        giveUpAt,
        scope.searchPath ?? null,
        scope.planMode ?? 'force_custom_plan',
      ],
    },
  ];
}

/**
 * Runs `work` inside one transaction that carries the request's identity, the way PostgREST does:
 * a single parameterised statement sets role, claims, headers, method, path and search_path as
 * transaction-local settings, so RLS policies and auth.uid() see the caller.
 * Commits when `work` resolves, rolls back when it throws.
 */
export function withScope<T>(
  pool: pg.Pool,
  scope: RequestScope,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const wait = waitMs(pool, scope);
  return scoped(pool, opening(scope, wait ? Date.now() + wait : null), (client) => work(client), false, wait);
}

/**
 * The REST path: `begin`, the scope statement and `statement` go out in one round trip, then `check`
 * sees the statement's rows (throwing there rolls back) and the transaction commits: two round trips
 * instead of four, with the same statements run in the same order. Without a `check` nothing can
 * stop the commit once the statement succeeds, so `commit` travels in the same round trip.
 */
export async function withScopedStatement(
  pool: pg.Pool,
  scope: RequestScope,
  statement: BatchStatement,
  check?: (rows: Record<string, unknown>[]) => void,
): Promise<Record<string, unknown>[]> {
  const wait = waitMs(pool, scope);
  const statements = [...opening(scope, wait ? Date.now() + wait : null), statement];
  if (!check) statements.push(COMMIT);
  return scoped(pool, statements, (_client, results) => {
    const rows = results[2] ?? [];
    check?.(rows);
    return rows;
  }, !check, wait);
}

/**
 * Like withScopedStatement, with a question first: `ahead` goes out with `begin` and the scope
 * statement, and its rows choose the statement that follows in the same transaction (a read that
 * counts its matches only when the planner expects few of them). Two round trips, one transaction.
 */
export async function withScopedChoice(
  pool: pg.Pool,
  scope: RequestScope,
  ahead: BatchStatement,
  choose: (aheadRows: Record<string, unknown>[]) => BatchStatement,
  check?: (rows: Record<string, unknown>[]) => void,
): Promise<{ rows: Record<string, unknown>[]; ahead: Record<string, unknown>[] }> {
  const wait = waitMs(pool, scope);
  const opened = opening(scope, wait ? Date.now() + wait : null);
  return scoped(pool, [...opened, ahead], async (client, results) => {
    const aheadRows = results[opened.length] ?? [];
    const statement = choose(aheadRows);
    const [rows = []] = await runBatch(client, check ? [statement] : [statement, COMMIT], wait);
    check?.(rows);
    return { rows, ahead: aheadRows };
  }, !check, wait);
}

const COMMIT: BatchStatement = { text: 'commit', values: [] };

async function scoped<T>(
  pool: pg.Pool,
  statements: BatchStatement[],
  work: (client: pg.PoolClient, results: Record<string, unknown>[][]) => T | Promise<T>,
  committed = false,
  timeoutMs?: number,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    const results = await runBatch(client, statements, timeoutMs);
    const result = await work(client, results);
    if (!committed) await client.query('commit');
    return result;
  } catch (error) {
    // A statement that got no answer in time leaves the connection busy: it is dropped (the server
    // rolls the transaction back when it reads the end), not asked to roll back and waited on again.
    if (isQueryTimeout(error)) broken = true;
    else {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
