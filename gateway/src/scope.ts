import type pg from 'pg';
import { runBatch, statementName, type BatchStatement } from './batch.ts';
import { connectWithin } from './admission.ts';
import { isQueryTimeout, requestWaitMs } from './dbTimeouts.ts';

/** The request-level settings PostgREST sets for one transaction. */
export interface RequestScope {
  /** anon, authenticated, service_role, or any other role a verified token names (PostgreSQL refuses unknown ones). */
  role: string;
  /** Verified JWT claims; `role` is overwritten with the resolved role. */
  claims: Record<string, unknown>;
  /** `claims` with that role as request.jwt.claims reads them, when already serialised (a cached token's). */
  claimsJson?: string;
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
// `auto` is the gateway's connections' own setting (server.ts), so only the other mode is set here.
const SCOPE_COLUMNS = `set_config('search_path', coalesce($8, 'public, extensions'), true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('request.cookies', $7, true)`;

/**
 * The parts of the scope statement a request may not need, each costing PostgreSQL a few to a few
 * dozen µs per transaction when present (`node bench/src/scopeCost.ts`): a statement text per
 * combination, each prepared once per connection. `$n` is the part's one value.
 */
const OPTIONAL_COLUMNS = [
  // Ends the session of a request that reaches the server after the gateway gave up on it (a
  // stalled server resumed): its statements, queued behind, never run, so a write the client was
  // told had failed is never committed later. It is the statement's first column, evaluated before
  // set_config('role') below: authenticator may end its own session, the role it switches to may not
  // (42501, which a client reads as a final 401 or 403).
  (n: number) => `case when $${n}::float8 < pg_catalog.date_part('epoch', pg_catalog.clock_timestamp()) * 1000 then pg_catalog.pg_terminate_backend(pg_catalog.pg_backend_pid()) end`,
  (n: number) => `set_config('plan_cache_mode', $${n}, true)`,
  (n: number) => `set_config('timezone', $${n}, true)`,
] as const;

/** The give-up check's bit: PostgreSQL evaluates a select list in order, and it must come first. */
const GIVE_UP_BIT = 0;

const scopeTexts = new Map<string, string>();

// A read's transaction is made read-only here, whether it opened with `begin` or implicitly
// (withScopedStatements). Going read-only is allowed at any point; going back is refused once the
// transaction has run a query, so nothing the read calls can undo it.
const READ_ONLY_COLUMN = `set_config('transaction_read_only', 'on', true)`;

/**
 * The scope statement's text for the optional parts in `present` (a bit per OPTIONAL_COLUMNS entry)
 * and `settings` of the role's own (ALTER ROLE … SET), each a name and a value after the parts' values;
 * `readOnly` makes the transaction it runs in read-only.
 */
export function scopeText(present: number, settings = 0, readOnly = false): string {
  const key = `${present}/${settings}/${readOnly ? 'r' : 'w'}`;
  let text = scopeTexts.get(key);
  if (text === undefined) {
    const columns = readOnly ? [READ_ONLY_COLUMN, SCOPE_COLUMNS] : [SCOPE_COLUMNS];
    let n = 8;
    OPTIONAL_COLUMNS.forEach((column, bit) => {
      if (!(present & (1 << bit))) return;
      if (bit === GIVE_UP_BIT) columns.unshift(column((n += 1)));
      else columns.push(column((n += 1)));
    });
    for (let i = 0; i < settings; i += 1) columns.push(`set_config($${(n += 1)}, $${(n += 1)}, true)`);
    text = `select ${columns.join(',\n              ')}`;
    scopeTexts.set(key, text);
  }
  return text;
}

/**
 * When the gateway stops waiting for this request (dbTimeouts.ts), or null for never: counted from
 * when it asks for a connection, so that the wait for one, the statements and the server's own
 * give-up check (OPTIONAL_COLUMNS) all end at the same moment.
 */
function deadlineOf(pool: pg.Pool, scope: RequestScope): number | null {
  const wait = requestWaitMs((pool.options as { query_timeout?: number }).query_timeout, scope.settings);
  return wait ? Date.now() + wait : null;
}

/** What is left before `deadline` for the next round trip (at least 1 ms: 0 would mean the pool's own limit). */
function leftMs(deadline: number | null): number | undefined {
  return deadline === null ? undefined : Math.max(1, deadline - Date.now());
}

const BEGIN: BatchStatement = { text: 'begin', values: [], rows: false };

/** `begin` and the scope statement (prepared once per connection), ready to go out with the main statement. */
function opening(scope: RequestScope, giveUpAt: number | null): BatchStatement[] {
  return [BEGIN, scopeStatement(scope, giveUpAt)];
}

/** The statement that sets the caller and the request for the transaction it runs in, read-only for a read. */
function scopeStatement(scope: RequestScope, giveUpAt: number | null): BatchStatement {
  const values: unknown[] = [
    scope.role,
    scope.claimsJson ?? JSON.stringify({ ...scope.claims, role: scope.role }),
    typeof scope.claims.sub === 'string' ? scope.claims.sub : '',
    JSON.stringify(scope.headers),
    scope.method,
    scope.path,
    JSON.stringify(scope.cookies ?? {}),
    scope.searchPath ?? null,
  ];
  const optional = [giveUpAt, scope.planMode === 'auto' ? null : 'force_custom_plan', scope.timezone ?? null];
  let present = 0;
  optional.forEach((value, bit) => {
    if (value === null) return;
    present |= 1 << bit;
    values.push(value);
  });
  const settings = scope.settings ? Object.entries(scope.settings) : [];
  for (const [name, value] of settings) values.push(name, value);
  const text = scopeText(present, settings.length, scope.readOnly);
  return { name: statementName(text), text, values, rows: false };
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
  const deadline = deadlineOf(pool, scope);
  return scoped(pool, deadline, opening(scope, deadline), (client) => work(client), 'open');
}

/**
 * The REST path: `begin`, the scope statement and `statements` go out in one round trip, then
 * `check` sees the rows of each (throwing there rolls back) and the transaction commits: two round
 * trips instead of one per statement, with the same statements run in the same order.
 *
 * Without a `check` nothing can stop the commit once the statements succeed. The request then goes
 * out as the scope statement and `statements` alone: everything before one Sync is one implicit
 * transaction, committed at the Sync when all succeed and rolled back when one fails (protocol,
 * "Extended Query"), so `begin` and `commit` would only cost the server two more statements. On
 * every path a read's scope statement makes its transaction read-only, which is what stops a
 * function it calls from writing; its isolation is the database's default, read committed.
 */
export async function withScopedStatements(
  pool: pg.Pool,
  scope: RequestScope,
  statements: BatchStatement[],
  check?: (results: Record<string, unknown>[][]) => void,
): Promise<Record<string, unknown>[][]> {
  const deadline = deadlineOf(pool, scope);
  if (!check) {
    return scoped(pool, deadline, [scopeStatement(scope, deadline), ...statements], (_client, results) => results.slice(1), 'implicit');
  }
  const opened = opening(scope, deadline);
  return scoped(pool, deadline, [...opened, ...statements], (_client, results) => {
    const mine = results.slice(opened.length);
    check(mine);
    return mine;
  }, 'open');
}

/**
 * Like withScopedStatements, with a question first: `ahead` goes out with `begin` and the scope
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
  const deadline = deadlineOf(pool, scope);
  const opened = opening(scope, deadline);
  return scoped(pool, deadline, [...opened, ahead], async (client, results) => {
    const aheadRows = results[opened.length] ?? [];
    const statement = choose(aheadRows);
    const [rows = []] = await runBatch(client, check ? [statement] : [statement, COMMIT], leftMs(deadline));
    check?.(rows);
    return { rows, ahead: aheadRows };
  }, check ? 'open' : 'committed');
}

const COMMIT: BatchStatement = { text: 'commit', values: [], rows: false };

/**
 * How the statements end their transaction: `open`, `work` runs inside it and then it commits;
 * `committed`, they end with `commit` themselves; `implicit`, they carry no `begin`, so the Sync after
 * them commits, or rolls back on an error (nothing is left to roll back afterwards).
 */
type Ending = 'open' | 'committed' | 'implicit';

async function scoped<T>(
  pool: pg.Pool,
  deadline: number | null,
  statements: BatchStatement[],
  work: (client: pg.PoolClient, results: Record<string, unknown>[][]) => T | Promise<T>,
  ending: Ending,
): Promise<T> {
  const client = await connectWithin(pool, deadline);
  let broken = false;
  try {
    const results = await runBatch(client, statements, leftMs(deadline));
    const result = await work(client, results);
    if (ending === 'open') await client.query('commit');
    return result;
  } catch (error) {
    // A statement that got no answer in time leaves the connection busy: it is dropped (the server
    // rolls the transaction back when it reads the end), not asked to roll back and waited on again.
    if (isQueryTimeout(error)) broken = true;
    else if (ending !== 'implicit') {
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
