import type pg from 'pg';

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
}

/**
 * Runs `work` inside one transaction that carries the request's identity, the way PostgREST does:
 * a single parameterised statement sets role, claims, headers, method, path and search_path as
 * transaction-local settings, so RLS policies and auth.uid() see the caller.
 * Commits when `work` resolves, rolls back when it throws.
 */
export async function withScope<T>(
  pool: pg.Pool,
  scope: RequestScope,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(scope.readOnly ? 'begin isolation level read committed read only' : 'begin');
    const claims: Record<string, unknown> = { ...scope.claims, role: scope.role };
    await client.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('timezone', coalesce($7, current_setting('timezone')), true),
              set_config('request.cookies', $8, true),
              (select count(set_config(s.key, s.value, true)) from json_each_text($9::json) as s)`,
      [
        scope.role,
        JSON.stringify(claims),
        typeof claims.sub === 'string' ? claims.sub : '',
        JSON.stringify(scope.headers),
        scope.method,
        scope.path,
        scope.timezone ?? null,
        JSON.stringify(scope.cookies ?? {}),
        JSON.stringify(scope.settings ?? {}),
      ],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
