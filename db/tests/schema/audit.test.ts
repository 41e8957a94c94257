import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { attempt, connect, createUser, serviceRole, signedIn, withActor, type Actor } from '../helpers/actors.ts';

let db: TestDatabase;
let client: pg.Client;
let admin: Actor;
const rowOf: Record<string, string> = {};

const AUDIT_TABLES = ['shadow_balancing_audit', 'shadow_power_audit', 'admin_audit_log'] as const;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  const adminUser = await createUser(client, { roles: ['admin'] });
  admin = signedIn(adminUser, 'aal2');
  const brokerUser = await createUser(client, { roles: ['broker'] });
  const { rows: brokers } = await client.query(`insert into public.brokers (user_id, name) values ($1, 'B') returning id`, [brokerUser.id]);
  const insert = async (table: string, sql: string, params: unknown[]) => {
    const { rows } = await client.query<{ id: string }>(sql, params);
    rowOf[table] = rows[0]!.id;
  };
  await insert('shadow_balancing_audit', `insert into public.shadow_balancing_audit (broker_id, admin_user_id, action) values ($1, $2, 'enabled') returning id`, [brokers[0].id, adminUser.id]);
  await insert('shadow_power_audit', `insert into public.shadow_power_audit (affiliate_id, admin_user_id, new_amount) values ('AFF1', $1, 10) returning id`, [adminUser.id]);
  await insert('admin_audit_log', `insert into public.admin_audit_log (admin_user_id, action) values ($1, 'approve_property') returning id`, [adminUser.id]);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe.each(AUDIT_TABLES)('%s is append-only', (table) => {
  it('an admin with a second factor can read it but not change or remove entries', async () => {
    const outcome = await withActor(client, admin, async (c) => ({
      select: await attempt(c, `select 1 from public.${table} where id = $1`, [rowOf[table]]),
      update: await attempt(c, `update public.${table} set created_at = now() where id = $1`, [rowOf[table]]),
    }));
    const removal = await withActor(client, admin, (c) => attempt(c, `delete from public.${table} where id = $1`, [rowOf[table]]));
    const truncation = await withActor(client, admin, (c) => attempt(c, `truncate public.${table}`));
    expect(outcome.select.ok && outcome.select.rowCount, 'admin sees the entry').toBe(1);
    expect(outcome.update.ok, 'admin update refused').toBe(false);
    expect(removal.ok, 'admin delete refused').toBe(false);
    expect(truncation.ok, 'admin truncate refused').toBe(false);
  });

  it('the service role has no update, delete or truncate right', async () => {
    for (const sql of [`update public.${table} set created_at = now()`, `delete from public.${table}`, `truncate public.${table}`]) {
      const result = await withActor(client, serviceRole, (c) => attempt(c, sql));
      expect(result.ok, `service_role: ${sql}`).toBe(false);
    }
  });

  it('even the owner (and so any security-definer function) is stopped by the trigger', async () => {
    for (const sql of [`update public.${table} set created_at = now() where id = $1`, `delete from public.${table} where id = $1`]) {
      await client.query('begin');
      const result = await attempt(client, sql, [rowOf[table]]);
      await client.query('rollback');
      expect(result.ok ? 'allowed' : result.message, `owner: ${sql}`).toMatch(/append-only/);
    }
  });

  it('keeps its entries and still accepts new ones from the service role', async () => {
    const copy = await withActor(client, serviceRole, (c) =>
      attempt(c, `insert into public.${table} select (t).* from (select t from public.${table} t where id = $1) s`, [rowOf[table]]),
    );
    expect(copy.ok ? 'inserted' : copy.message, 'an insert fails only on the duplicate id').toMatch(/duplicate key/);
    const { rows } = await client.query(`select count(*)::int as n from public.${table}`);
    expect(rows[0].n, 'the fixture entry is still there').toBe(1);
  });
});
