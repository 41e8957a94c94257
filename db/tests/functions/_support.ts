// Shared fixture for the business-function tests: a throw-away database per test file, users,
// and calls made as a given actor (role + JWT claims, as the gateway sets them per request).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

export type AppRole = 'admin' | 'property_manager' | 'broker' | 'landlord' | 'tenant' | 'user' | 'affiliate';

export interface Actor {
  label: string;
  sub: string | null;
  aal?: 'aal1' | 'aal2';
  /** Database role; default authenticated when there is a user, else anon. */
  role?: 'anon' | 'authenticated';
}

export const anon: Actor = { label: 'anon', sub: null };
/** A token for the authenticated role that names no user (what 'No authenticated user' guards). */
export const noUser: Actor = { label: 'authenticated without a user', sub: null, role: 'authenticated' };

/** Opens a migrated database for the file; the pool connects as the superuser (fixtures only). */
export function useDatabase(): { readonly pool: pg.Pool; readonly url: string } {
  let db: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 6 });
    // Dropping the database ends any idle connection; that is expected, not a test failure.
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });
  return {
    get pool() {
      return pool;
    },
    get url() {
      return db.url;
    },
  };
}

let counter = 0;

/** A signed-up user (the profile comes from the auth.users trigger) holding the given roles. */
export async function createUser(pool: pg.Pool, fullName: string, roles: AppRole[] = []): Promise<string> {
  counter += 1;
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${counter}.${Date.now()}@example.in`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
    [email, JSON.stringify({ full_name: fullName, phone: '+91 98765 43210', city: 'Pune', state: 'Maharashtra' })],
  );
  const id = (rows[0] as { id: string }).id;
  for (const role of roles) {
    await pool.query(`insert into public.user_roles (user_id, role) values ($1, $2)`, [id, role]);
  }
  return id;
}

export async function createAdmin(pool: pg.Pool, name = 'Asha Admin'): Promise<{ aal2: Actor; aal1: Actor }> {
  const id = await createUser(pool, name, ['admin']);
  return { aal2: { label: 'admin (aal2)', sub: id, aal: 'aal2' }, aal1: { label: 'admin (aal1)', sub: id, aal: 'aal1' } };
}

export function signedIn(sub: string, label = 'user'): Actor {
  return { label, sub, aal: 'aal1' };
}

/** The actor's session row, committed before the call's transaction opens, as a sign-in makes it. */
async function ensureSession(pool: pg.Pool, actor: Actor): Promise<void> {
  if (!actor.sub) return;
  const aal = actor.aal ?? 'aal1';
  await pool.query(
    `insert into auth.sessions (id, user_id, aal) values ($1, $1, $2) on conflict (id) do update set aal = excluded.aal where excluded.aal = 'aal2'`,
    [actor.sub, aal],
  );
}

async function enter(client: pg.ClientBase, actor: Actor): Promise<void> {
  const role = actor.role ?? (actor.sub ? 'authenticated' : 'anon');
  // One session per test user, whose id is the user's (ensureSession): admin powers need it to exist.
  const claims = actor.sub ? { sub: actor.sub, role, aal: actor.aal ?? 'aal1', session_id: actor.sub } : { role };
  await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    role,
    JSON.stringify(claims),
  ]);
}

/** Runs one statement as the actor in its own transaction, as one API request would. */
export async function callAs<T extends pg.QueryResultRow = pg.QueryResultRow>(
  pool: pg.Pool,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  await ensureSession(pool, actor);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await enter(client, actor);
    const { rows } = await client.query<T>(sql, params);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The same call from two connections at once: both transactions are open before either calls. The
 * second connection uses `otherParams` when given (e.g. two payments of one broker).
 */
export async function twiceAtOnce(pool: pg.Pool, actor: Actor, sql: string, params: unknown[] = [], otherParams = params) {
  await ensureSession(pool, actor);
  const clients = [await pool.connect(), await pool.connect()];
  try {
    for (const client of clients) {
      await client.query('begin');
      await enter(client, actor);
    }
    return await Promise.allSettled(
      clients.map(async (client, index) => {
        try {
          const { rows } = await client.query(sql, index === 0 ? params : otherParams);
          await client.query('commit');
          return rows;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      }),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

/** Asserts a business error: SQLSTATE P0001 (a 400, never 401/403) with the exact message. */
export async function expectBusinessError(call: Promise<unknown>, message: string | RegExp): Promise<void> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught as { code?: string; message?: string },
  );
  expect(error, `expected the call to fail with ${String(message)}`).toBeDefined();
  expect(error?.code, `SQLSTATE of "${error?.message}"`).toBe('P0001');
  if (typeof message === 'string') expect(error?.message).toBe(message);
  else expect(error?.message).toMatch(message);
}

/** Rows of a table matching a where clause, read as the superuser. */
export async function count(pool: pg.Pool, table: string, where = 'true', params: readonly unknown[] = []): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, [...params]);
  return (rows[0] as { n: number }).n;
}

/** Today on the product's (Indian) calendar, as the database computes it: '2026-11-21'. */
export async function indiaToday(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ d: string }>(`select (now() at time zone 'Asia/Kolkata')::date::text as d`);
  return (rows[0] as { d: string }).d;
}

/**
 * The caller checks every admin function shares: an aal1 admin and a plain user get the
 * business error, a token without a user gets 'No authenticated user', anon may not execute it.
 */
export function itRefusesNonAdmins(
  fx: { readonly pool: pg.Pool },
  actors: () => { adminAal1: Actor; user: Actor },
  sql: string,
  params: () => unknown[],
  message: string,
): void {
  it('refuses an admin without the second factor (aal1)', async () => {
    await expectBusinessError(callAs(fx.pool, actors().adminAal1, sql, params()), message);
  });
  it('refuses a signed-in user who is not an admin', async () => {
    await expectBusinessError(callAs(fx.pool, actors().user, sql, params()), message);
  });
  it("says 'No authenticated user' when the token names no user", async () => {
    await expectBusinessError(callAs(fx.pool, noUser, sql, params()), 'No authenticated user');
  });
  it('is not executable by anon', async () => {
    await expect(callAs(fx.pool, anon, sql, params()), 'anon call').rejects.toMatchObject({ code: '42501' });
  });
}
