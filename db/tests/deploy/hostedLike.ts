import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PLATFORM_DIR } from '../../src/config.ts';
import { ensureTemplate, TEST_PG_URL } from '../../src/testing.ts';

const withDatabase = (url: string, database: string, user?: { name: string; password: string }) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  if (user) {
    parsed.username = user.name;
    parsed.password = user.password;
  }
  return parsed.toString();
};

async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * What a hosted Supabase project hands its `postgres` user, built on the test cluster: the API roles
 * and the auth and storage schemas already there, owned by their services' roles, and a login that
 * owns the database but is not a superuser, with exactly the privileges the README lists (all on the
 * auth and storage tables, membership of the API roles and of the storage and realtime owners, so
 * it can write policies there, and the supabase_realtime publication) and nothing more: no CREATEROLE, no CREATEDB.
 */
export async function hostedLikeDatabase() {
  const serverUrl = process.env[TEST_PG_URL];
  if (!serverUrl) throw new Error(`${TEST_PG_URL} is not set`);
  // The roles are the cluster's: the template's migration gives authenticator the run's password.
  await ensureTemplate(serverUrl);
  const suffix = crypto.randomBytes(5).toString('hex');
  const database = `hosted_${suffix}`;
  const owner = { name: `owner_${suffix}`, password: crypto.randomBytes(12).toString('hex') };
  await run(serverUrl, `create database "${database}"`);
  const superUrl = withDatabase(serverUrl, database);
  for (const file of fs.readdirSync(PLATFORM_DIR).sort()) await run(superUrl, fs.readFileSync(path.join(PLATFORM_DIR, file), 'utf8'));
  await run(superUrl, `
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin nologin noinherit; end if;
      if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin nologin noinherit; end if;
      if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then create role supabase_realtime_admin nologin noinherit; end if;
    end $$;
    create role "${owner.name}" login password '${owner.password}' nosuperuser nocreaterole nocreatedb;
    alter database "${database}" owner to "${owner.name}";
    alter schema auth owner to supabase_auth_admin;
    alter schema storage owner to supabase_storage_admin;
    do $$ declare t record; begin
      for t in select schemaname, tablename from pg_tables where schemaname in ('auth', 'storage') loop
        execute format('alter table %I.%I owner to %I', t.schemaname, t.tablename,
          case t.schemaname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
      end loop;
    end $$;
    grant usage on schema auth, storage, extensions to "${owner.name}";
    grant all on all tables in schema auth, storage to "${owner.name}";
    grant all on all sequences in schema auth, storage to "${owner.name}";
    grant execute on all functions in schema auth, storage to "${owner.name}";
    grant supabase_storage_admin to "${owner.name}";
    -- Realtime's schema is its service's; the project's postgres owns the supabase_realtime
    -- publication (tables are added to it by migration) and may write policies on realtime.messages.
    alter schema realtime owner to supabase_realtime_admin;
    alter table realtime.messages owner to supabase_realtime_admin;
    alter table realtime.presences owner to supabase_realtime_admin;
    grant usage on schema realtime to "${owner.name}";
    grant supabase_realtime_admin to "${owner.name}";
    alter publication supabase_realtime owner to "${owner.name}";
    grant anon, authenticated, service_role to "${owner.name}";
  `);
  return {
    ownerUrl: withDatabase(serverUrl, database, owner),
    superUrl,
    drop: async () => {
      await run(serverUrl, `drop database if exists "${database}" with (force); drop owned by "${owner.name}" cascade; drop role if exists "${owner.name}"`).catch(async () => {
        await run(serverUrl, `drop database if exists "${database}" with (force)`);
        await run(serverUrl, `drop role if exists "${owner.name}"`);
      });
    },
  };
}
