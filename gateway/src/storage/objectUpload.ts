import crypto from 'node:crypto';
import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { checkMimeType, findBucket, sizeLimit } from './bucketRules.ts';
import { callerScope, ownerOf } from './caller.ts';
import type { StorageConfig } from './config.ts';
import { removeObjectFile, writeObjectFile } from './disk.ts';
import { fromDatabase } from './errors.ts';
import { bucketId, objectFile, objectKey } from './paths.ts';
import { readUpload } from './uploadBody.ts';

/**
 * POST /object/:bucket/:key (x-upsert: true|false) and PUT (always an upsert). The bytes are written
 * as a new version first; the catalogue row is then inserted (or upserted) as the caller, so RLS
 * on storage.objects decides, and the new version only becomes visible when that commits.
 */
export function uploadObject(ctx: GatewayContext, config: StorageConfig, mode: 'create' | 'update'): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
    const scope = await callerScope(c, ctx, false);
    const bucketRow = await findBucket(ctx, bucket);
    const body = await readUpload(c, sizeLimit(bucketRow, config));
    checkMimeType(bucketRow, body.mimetype);

    const version = crypto.randomUUID();
    const etag = await writeObjectFile(objectFile(ctx, bucket, key, version), body.bytes);
    const metadata = {
      eTag: etag,
      size: body.bytes.byteLength,
      mimetype: body.mimetype,
      cacheControl: body.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: body.bytes.byteLength,
      httpStatusCode: 200,
    };
    const owner = ownerOf(scope);
    const values = [crypto.randomUUID(), bucket, key, owner, owner, metadata, body.userMetadata, version];
    let saved: { id: string; old_version: string | null };
    try {
      saved = await withScope(ctx.pool, scope, async (client) => {
        if (!upsert) {
          // No RETURNING: a plain upload needs only the INSERT policy, as on Supabase.
          await client.query(
            `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            values,
          );
          return { id: values[0] as string, old_version: null };
        }
        const { rows } = await client.query<{ id: string; old_version: string | null }>(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (bucket_id, name) do update
             set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                 user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()
           returning id, old.version as old_version`,
          values,
        );
        return rows[0]!;
      });
    } catch (error) {
      await removeObjectFile(ctx, bucket, key, version);
      throw fromDatabase(error);
    }
    if (saved.old_version && saved.old_version !== version) {
      await removeObjectFile(ctx, bucket, key, saved.old_version);
    }
    return c.json({ Id: saved.id, Key: `${bucket}/${key}` });
  };
}
