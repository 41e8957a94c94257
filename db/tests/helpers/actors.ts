import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Acting as a Supabase role inside a test: create accounts in auth.users, grant roles, and run SQL
 * as anon / authenticated (aal1 or aal2) / service_role with request.jwt.claims set for one
 * transaction, exactly as the gateway does for a request.
 */

export type AppRole = 'admin' | 'property_manager' | 'broker' | 'landlord' | 'tenant' | 'user' | 'affiliate';
export type Aal = 'aal1' | 'aal2';

export interface TestUser {
  id: string;
  email: string;
}

export type Actor =
  | { kind: 'anon' }
  | { kind: 'service_role' }
  | { kind: 'authenticated'; user: TestUser; aal: Aal };

export const anon: Actor = { kind: 'anon' };
export const serviceRole: Actor = { kind: 'service_role' };

/** A signed-in user; aal2 means they verified their second factor (needed for admin powers). */
export function signedIn(user: TestUser, aal: Aal = 'aal1'): Actor {
  return { kind: 'authenticated', user, aal };
}

/** Connects as the database owner (superuser): fixtures are written this way, past RLS. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export interface CreateUserOptions {
  email?: string;
  /** raw_user_meta_data: full_name, first_name, last_name, phone, city, state. */
  metadata?: Record<string, unknown>;
  roles?: AppRole[];
  confirmed?: boolean;
}

/** Inserts an account into auth.users (the profile trigger fires) and grants the roles. */
export async function createUser(client: pg.Client, options: CreateUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? `user-${crypto.randomBytes(5).toString('hex')}@example.test`;
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data, email_confirmed_at)
     values ($1, $2::jsonb, case when $3 then now() end) returning id`,
    [email, JSON.stringify(options.metadata ?? {}), options.confirmed ?? true],
  );
  const id = rows[0]!.id;
  for (const role of options.roles ?? []) await grantRole(client, id, role);
  return { id, email };
}

/** Grants a role directly (as owner), bypassing assign_role: for fixtures only. */
export async function grantRole(client: pg.Client, userId: string, role: AppRole): Promise<void> {
  await client.query(
    `insert into public.user_roles (user_id, role) values ($1, $2::public.app_role) on conflict do nothing`,
    [userId, role],
  );
}

/** The JWT claims the gateway would put in request.jwt.claims for this actor. */
export function claimsFor(actor: Actor): Record<string, unknown> {
  if (actor.kind === 'anon') return { role: 'anon' };
  if (actor.kind === 'service_role') return { role: 'service_role' };
  return {
    sub: actor.user.id,
    email: actor.user.email,
    role: 'authenticated',
    aud: 'authenticated',
    aal: actor.aal,
    amr: actor.aal === 'aal2' ? [{ method: 'password' }, { method: 'totp' }] : [{ method: 'password' }],
  };
}

function dbRole(actor: Actor): string {
  return actor.kind === 'authenticated' ? 'authenticated' : actor.kind;
}

/** A real auth.sessions row, as sign-in makes: admin powers need the token's session to exist. */
export async function openSession(client: pg.Client, userId: string, aal: Aal): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal) values ($1, $2) returning id`,
    [userId, aal],
  );
  return rows[0]!.id;
}

export interface WithActorOptions {
  /** Commit instead of rolling back (for tests that look at the result from another session). */
  commit?: boolean;
  /** SQL run as the owner inside the same transaction before switching role (per-test setup). */
  before?: string;
}

/** Runs fn in one transaction as the actor; rolls back unless commit is asked for. */
export async function withActor<T>(
  client: pg.Client,
  actor: Actor,
  fn: (client: pg.Client) => Promise<T>,
  options: WithActorOptions = {},
): Promise<T> {
  await client.query('begin');
  try {
    if (options.before) await client.query(options.before);
    const claims = claimsFor(actor);
    if (actor.kind === 'authenticated') claims.session_id = await openSession(client, actor.user.id, actor.aal);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await client.query(`set local role ${dbRole(actor)}`);
    const result = await fn(client);
    await client.query(options.commit ? 'commit' : 'rollback');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** One statement as the actor on a connection of its own, committed (concurrency tests). */
export async function queryAs<R extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<R>> {
  const client = await connect(url);
  try {
    return await withActor(client, actor, (c) => c.query<R>(sql, params), { commit: true });
  } finally {
    await client.end();
  }
}

export type Attempt<R> =
  | { ok: true; rows: R[]; rowCount: number }
  | { ok: false; code: string; message: string };

/** Runs a statement and reports a database error as a value instead of throwing. */
export async function attempt<R extends pg.QueryResultRow = pg.QueryResultRow>(
  client: pg.Client,
  sql: string,
  params: unknown[] = [],
): Promise<Attempt<R>> {
  try {
    const result = await client.query<R>(sql, params);
    return { ok: true, rows: result.rows, rowCount: result.rowCount ?? 0 };
  } catch (error) {
    const { code = '', message = String(error) } = error as { code?: string; message?: string };
    return { ok: false, code, message };
  }
}

/** 42501: insufficient privilege, also raised when a row violates a policy's with check. */
export const INSUFFICIENT_PRIVILEGE = '42501';
