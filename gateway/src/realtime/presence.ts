// Presence kept in PostgreSQL (realtime.presences), so a channel's state is the same whichever
// gateway process or host a person is connected to. Each process renews its own presences; one not
// renewed within the expiry belongs to a process that died and is removed (and announced as left)
// by whichever process sweeps first.
import type pg from 'pg';

export interface PresenceRow {
  presence_ref: string;
  topic: string;
  presence_key: string;
  meta: Record<string, unknown>;
}

export type PresenceMap = Record<string, { metas: Record<string, unknown>[] }>;

/** Rows as Phoenix's presence map: { key: { metas: [{ phx_ref, ...meta }] } }. */
export function presenceMap(rows: PresenceRow[]): PresenceMap {
  const map: PresenceMap = {};
  for (const row of rows) {
    (map[row.presence_key] ??= { metas: [] }).metas.push({ ...row.meta, phx_ref: row.presence_ref });
  }
  return map;
}

export async function presenceState(pool: pg.Pool, topic: string, expiryMs: number): Promise<PresenceMap> {
  const { rows } = await pool.query<PresenceRow>(
    `select presence_ref, topic, presence_key, meta from realtime.presences
      where topic = $1 and seen_at > now() - make_interval(secs => $2::double precision / 1000) order by seen_at`,
    [topic, expiryMs],
  );
  return presenceMap(rows);
}

export async function trackPresence(pool: pg.Pool, row: PresenceRow): Promise<void> {
  await pool.query(
    `insert into realtime.presences (presence_ref, topic, presence_key, meta) values ($1, $2, $3, $4)`,
    [row.presence_ref, row.topic, row.presence_key, JSON.stringify(row.meta)],
  );
}

/** Removes presences by ref; the rows removed (none when another process removed them first). */
export async function untrackPresences(pool: pg.Pool, refs: string[]): Promise<PresenceRow[]> {
  if (refs.length === 0) return [];
  const { rows } = await pool.query<PresenceRow>(
    `delete from realtime.presences where presence_ref = any($1) returning presence_ref, topic, presence_key, meta`, [refs],
  );
  return rows;
}

export async function renewPresences(pool: pg.Pool, refs: string[]): Promise<void> {
  if (refs.length) await pool.query(`update realtime.presences set seen_at = now() where presence_ref = any($1)`, [refs]);
}

/** Removes presences nobody renewed in time; the rows removed, to announce as left. */
export async function sweepPresences(pool: pg.Pool, expiryMs: number): Promise<PresenceRow[]> {
  const { rows } = await pool.query<PresenceRow>(
    `delete from realtime.presences where seen_at < now() - make_interval(secs => $1::double precision / 1000)
     returning presence_ref, topic, presence_key, meta`,
    [expiryMs],
  );
  return rows;
}
