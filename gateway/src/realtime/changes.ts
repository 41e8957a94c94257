// A change heard from PostgreSQL (realtime.notify_change) delivered to the subscribers of this
// process: each subscription of the table and event whose filter the row may match gets the row
// read again as its own person, in a read-only transaction with their role and claims, so
// row-level security decides who receives it and what it holds. A DELETE carries only the key, as
// Realtime sends it for tables under row-level security.
import type pg from 'pg';
import { filterSql, mayMatch, type RowFilter } from './filters.ts';
import type { ChannelIdentity } from './tokens.ts';

export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  key: Record<string, unknown>;
  record: Record<string, unknown> | null;
}

export interface Column {
  name: string;
  type: string;
}

export interface ChangeSubscription {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter: RowFilter | null;
}

/** One subscriber of this process: whom it reads as, its subscriptions, and where a change goes. */
export interface ChangeSubscriber {
  identity(): ChannelIdentity;
  subscriptions(): ChangeSubscription[];
  deliver(payload: Record<string, unknown>): void;
}

export function parseChange(text: string): Change | null {
  try {
    const value = JSON.parse(text) as Change;
    if (typeof value.schema !== 'string' || typeof value.table !== 'string' || typeof value.key !== 'object') return null;
    return value;
  } catch {
    return null;
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function concerns(subscription: ChangeSubscription, change: Change): boolean {
  return (subscription.schema === '*' || subscription.schema === change.schema)
    && (subscription.table === undefined || subscription.table === '*' || subscription.table === change.table)
    && (subscription.event === '*' || subscription.event.toUpperCase() === change.type)
    && (!subscription.filter || mayMatch(subscription.filter, change.record));
}

/** The row as the person sees it (null: hidden from them, or no longer matching their filter). */
async function rowAs(pool: pg.Pool, identity: ChannelIdentity, change: Change, filter: RowFilter | null): Promise<Record<string, unknown> | null> {
  const keys = Object.keys(change.key);
  if (keys.length === 0) return null;
  const values: unknown[] = keys.map((name) => change.key[name]);
  const conditions = keys.map((name, index) => `t.${quoted(name)} = $${index + 1}`);
  if (filter) {
    const extra = filterSql(filter, values.length + 1);
    conditions.push(extra.sql);
    values.push(...extra.values);
  }
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
      [identity.role, JSON.stringify(identity.claims), typeof identity.claims.sub === 'string' ? identity.claims.sub : ''],
    );
    const { rows } = await client.query<{ record: Record<string, unknown> }>(
      `select to_jsonb(t) as record from ${quoted(change.schema)}.${quoted(change.table)} t where ${conditions.join(' and ')}`, values,
    );
    return rows[0]?.record ?? null;
  } catch {
    // No privilege on the table or a filter value its column cannot hold: nothing for this person.
    return null;
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

/** Sends the change to every subscriber of this process it concerns, each reading as themselves. */
export async function deliverChange(pool: pg.Pool, change: Change, columns: Column[], subscribers: Iterable<ChangeSubscriber>): Promise<void> {
  const work: Promise<void>[] = [];
  for (const subscriber of subscribers) {
    const matching = subscriber.subscriptions().filter((subscription) => concerns(subscription, change));
    if (matching.length === 0) continue;
    const base = { schema: change.schema, table: change.table, commit_timestamp: change.commit_timestamp, type: change.type, columns, errors: null };
    if (change.type === 'DELETE') {
      subscriber.deliver({ ids: matching.map((s) => s.id), data: { ...base, old_record: change.key } });
      continue;
    }
    work.push((async () => {
      const identity = subscriber.identity();
      const ids: number[] = [];
      let record: Record<string, unknown> | null = null;
      for (const subscription of matching) {
        const row = await rowAs(pool, identity, change, subscription.filter);
        if (row) {
          ids.push(subscription.id);
          record = row;
        }
      }
      if (!record) return;
      subscriber.deliver({
        ids, data: { ...base, record, ...(change.type === 'UPDATE' ? { old_record: change.key } : {}) },
      });
    })());
  }
  await Promise.all(work);
}

/** The table's columns with their type names, as Realtime lists them beside a record. */
export async function tableColumns(pool: pg.Pool, schema: string, table: string): Promise<Column[]> {
  const { rows } = await pool.query<Column>(
    `select a.attname as name, t.typname as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [schema, table],
  );
  return rows;
}
