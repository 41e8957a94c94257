import type pg from 'pg';

export interface SavedRow {
  id: string;
  /** The version the row pointed at before, whose bytes are removed once the new ones are in place. */
  old_version: string | null;
}

const INSERT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

/**
 * Inserts or replaces the catalogue row of an upload, as the caller (RLS decides), and tells which
 * version it replaced. `RETURNING old.*` would say so in one statement, but only from PostgreSQL 18:
 * here the row is locked and read first (SELECT and UPDATE policies, as storage-api's upsert needs),
 * and an insert that loses a race to a concurrent one simply reads again.
 */
export async function upsertRow(client: pg.PoolClient, values: unknown[]): Promise<SavedRow> {
  const [, bucket, name] = values;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const prior = await client.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2 for update',
      [bucket, name],
    );
    if (prior.rows[0]) {
      const { rows } = await client.query<{ id: string }>(
        `update storage.objects
         set owner = $3, owner_id = $4, metadata = $5, user_metadata = $6, version = $7, updated_at = now()
         where bucket_id = $1 and name = $2
         returning id`,
        values.slice(1),
      );
      if (rows[0]) return { id: rows[0].id, old_version: prior.rows[0].version };
    }
    const inserted = await client.query<{ id: string }>(`${INSERT} on conflict (bucket_id, name) do nothing returning id`, values);
    if (inserted.rows[0]) return { id: inserted.rows[0].id, old_version: null };
  }
  // The name is held by a row this caller cannot see: the update below is RLS's to refuse.
  const { rows } = await client.query<{ id: string }>(
    `${INSERT} on conflict (bucket_id, name) do update
       set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()
     returning id`,
    values,
  );
  return { id: rows[0]!.id, old_version: null };
}
