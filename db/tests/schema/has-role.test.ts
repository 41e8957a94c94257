import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { anon, connect, createUser, serviceRole, signedIn, withActor, type Actor, type TestUser } from '../helpers/actors.ts';

let db: TestDatabase;
let client: pg.Client;
let admin: TestUser;
let broker: TestUser;
let tenant: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  admin = await createUser(client, { roles: ['admin'] });
  broker = await createUser(client, { roles: ['broker'] });
  tenant = await createUser(client, { roles: ['tenant'] });
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

async function hasRole(actor: Actor, userId: string, role: string): Promise<boolean> {
  return withActor(client, actor, async (c) => {
    const { rows } = await c.query<{ yes: boolean }>(`select public.has_role($1, $2::public.app_role) as yes`, [userId, role]);
    return rows[0]!.yes;
  });
}

async function isAdmin(actor: Actor): Promise<boolean> {
  return withActor(client, actor, async (c) => (await c.query<{ yes: boolean }>(`select public.is_admin() as yes`)).rows[0]!.yes);
}

describe('has_role', () => {
  it('answers a signed-in user about themselves', async () => {
    expect(await hasRole(signedIn(broker), broker.id, 'broker'), 'broker asking about own broker role').toBe(true);
    expect(await hasRole(signedIn(broker), broker.id, 'admin'), 'broker asking about admin role').toBe(false);
    expect(await hasRole(signedIn(admin), admin.id, 'admin'), 'admin at aal1 may ask about themselves').toBe(true);
  });

  it('answers false to a non-admin asking about someone else', async () => {
    expect(await hasRole(signedIn(tenant), broker.id, 'broker'), 'tenant probing the broker').toBe(false);
    expect(await hasRole(signedIn(tenant), admin.id, 'admin'), 'tenant probing for admins').toBe(false);
    expect(await hasRole(signedIn(admin, 'aal1'), broker.id, 'broker'), 'admin without second factor').toBe(false);
  });

  it('lets an admin with a second factor, and the service role, ask about anyone', async () => {
    expect(await hasRole(signedIn(admin, 'aal2'), broker.id, 'broker'), 'aal2 admin about the broker').toBe(true);
    expect(await hasRole(signedIn(admin, 'aal2'), tenant.id, 'broker'), 'aal2 admin, role not held').toBe(false);
    expect(await hasRole(serviceRole, broker.id, 'broker'), 'service role about the broker').toBe(true);
  });

  it('answers false to a visitor', async () => {
    expect(await hasRole(anon, admin.id, 'admin'), 'anon probing for admins').toBe(false);
  });

  it('is security definer with an empty search_path, executable by exactly the API roles', async () => {
    const { rows } = await client.query<{ definer: boolean; config: string[]; anon: boolean; auth: boolean; pub: boolean }>(
      `select p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as auth,
              exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as pub
         from pg_proc p where p.oid = 'public.has_role(uuid, public.app_role)'::regprocedure`,
    );
    expect(rows[0], 'has_role attributes').toEqual({ definer: true, config: ['search_path=""'], anon: true, auth: true, pub: false });
  });
});

describe('is_admin', () => {
  it('needs both the admin role and aal2', async () => {
    expect(await isAdmin(signedIn(admin, 'aal2')), 'admin at aal2').toBe(true);
    expect(await isAdmin(signedIn(admin, 'aal1')), 'admin at aal1').toBe(false);
    expect(await isAdmin(signedIn(broker, 'aal2')), 'broker at aal2').toBe(false);
    expect(await isAdmin(anon), 'anon').toBe(false);
  });
});

describe('admin powers need a live session', () => {
  async function asAdminWith(sessionId: unknown, before = ''): Promise<{ isAdmin: boolean; aboutBroker: boolean }> {
    await client.query('begin');
    try {
      if (before) await client.query(before);
      const claims = { sub: admin.id, role: 'authenticated', aal: 'aal2', session_id: sessionId };
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      await client.query('set local role authenticated');
      const { rows } = await client.query<{ is_admin: boolean; about_broker: boolean }>(
        `select public.is_admin() as is_admin, public.has_role($1, 'broker') as about_broker`, [broker.id],
      );
      return { isAdmin: rows[0]!.is_admin, aboutBroker: rows[0]!.about_broker };
    } finally {
      await client.query('rollback');
    }
  }

  it('a deleted, expired, foreign, missing or malformed session gives no admin power (and no error)', async () => {
    const live = (await client.query<{ id: string }>(`insert into auth.sessions (user_id, aal) values ($1, 'aal2') returning id`, [admin.id])).rows[0]!.id;
    const expired = (await client.query<{ id: string }>(
      `insert into auth.sessions (user_id, aal, not_after) values ($1, 'aal2', now() - interval '1 minute') returning id`, [admin.id],
    )).rows[0]!.id;
    const foreign = (await client.query<{ id: string }>(`insert into auth.sessions (user_id, aal) values ($1, 'aal2') returning id`, [broker.id])).rows[0]!.id;
    expect(await asAdminWith(live), 'live session').toEqual({ isAdmin: true, aboutBroker: true });
    expect(await asAdminWith(live, `delete from auth.sessions where id = '${live}'`), 'after logout').toEqual({ isAdmin: false, aboutBroker: false });
    expect(await asAdminWith(expired), 'not_after passed').toEqual({ isAdmin: false, aboutBroker: false });
    expect(await asAdminWith(foreign), "another user's session").toEqual({ isAdmin: false, aboutBroker: false });
    for (const bad of [undefined, null, '', 'not-a-uuid', 42, { id: live }, `${live}x`]) {
      expect(await asAdminWith(bad), `session_id ${JSON.stringify(bad)}`).toEqual({ isAdmin: false, aboutBroker: false });
    }
  });
});

describe('every security-definer function in public', () => {
  it('sets search_path and cannot be executed by PUBLIC', async () => {
    const { rows } = await client.query<{ name: string }>(
      `select p.oid::regprocedure::text as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and (not coalesce(p.proconfig::text[] @> array['search_path=""'], false)
               or p.proacl is null
               or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE'))`,
    );
    expect(rows.map((row) => row.name), 'definer functions without search_path or open to PUBLIC').toEqual([]);
  });
});
