import crypto from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { withScope, type RequestScope } from '../scope.ts';
import type { ObjectHeaders } from './backends/types.ts';
import { ownerOf } from './caller.ts';
import { fromDatabase } from './errors.ts';
import { upsertRow, type SavedRow } from './upsertRow.ts';

/** An object whose bytes are complete in the staging area, about to get its catalogue row. */
export interface ReceivedObject {
  bucket: string;
  key: string;
  upsert: boolean;
  version: string;
  /** storage-api's metadata: eTag, size, mimetype, cacheControl, lastModified, contentLength, httpStatusCode. */
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
}

/** What the bytes are served with, for a store that keeps it beside them. */
export function objectHeaders(metadata: Record<string, unknown> | null): ObjectHeaders {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { contentType: text(metadata?.mimetype), cacheControl: text(metadata?.cacheControl) };
}

const INSERT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

/**
 * Every upload's last step (plain, signed or resumable): the catalogue row is inserted (or upserted)
 * as `scope`, so RLS on storage.objects and the table's triggers decide, and only once it commits do
 * the staged bytes move into place. On failure the staged bytes are removed.
 */
export async function recordObject(ctx: GatewayContext, scope: RequestScope, object: ReceivedObject, staged: string): Promise<SavedRow> {
  const { bucket, key, version } = object;
  const backend = ctx.storageBackend;
  let saved: SavedRow;
  try {
    const owner = ownerOf(scope);
    const values = [crypto.randomUUID(), bucket, key, owner, owner, object.metadata, object.userMetadata, version];
    saved = await withScope(ctx.pool, scope, async (client) => {
      if (!object.upsert) {
        // No RETURNING: a plain upload needs only the INSERT policy, as on Supabase.
        await client.query(INSERT, values);
        return { id: values[0] as string, old_version: null };
      }
      return upsertRow(client, values);
    });
    await backend.commitStaged(staged, { bucket, key, version }, objectHeaders(object.metadata));
  } catch (error) {
    await backend.discardStaged(staged);
    throw fromDatabase(error);
  }
  if (saved.old_version && saved.old_version !== version) await backend.remove([{ bucket, key, version: saved.old_version }]);
  return saved;
}

class DryRun extends Error {}

/**
 * Whether `scope` could write `key` now (storage-api's canUpload), asked before any byte is taken:
 * the row is written in a transaction that is then rolled back, so RLS, unique names and the
 * table's triggers answer exactly as they will for the real upload. `mimetype` is what the row
 * would carry (triggers may read it); the real upload's bytes are checked again then.
 */
export async function checkCanUpload(
  ctx: GatewayContext,
  scope: RequestScope,
  target: { bucket: string; key: string; upsert: boolean; mimetype: string; size: number; userMetadata?: Record<string, unknown> | null },
): Promise<void> {
  const owner = ownerOf(scope);
  const metadata = { size: target.size, mimetype: target.mimetype, contentLength: target.size };
  const values = [crypto.randomUUID(), target.bucket, target.key, owner, owner, metadata, target.userMetadata ?? null, crypto.randomUUID()];
  try {
    await withScope(ctx.pool, scope, async (client) => {
      if (target.upsert) await upsertRow(client, values);
      else await client.query(INSERT, values);
      throw new DryRun();
    });
  } catch (error) {
    if (error instanceof DryRun) return;
    throw fromDatabase(error);
  }
}
