import crypto from 'node:crypto';
import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { checkMimeType, findBucket, sizeLimit } from './bucketRules.ts';
import { callerScope, ownerOf } from './caller.ts';
import type { StorageConfig } from './config.ts';
import { removeObjectFile } from './disk.ts';
import { fromDatabase } from './errors.ts';
import { bucketId, objectFile, objectKey } from './paths.ts';
import { checkContent } from './sniff.ts';
import { commitStaged, StagedFile } from './staging.ts';
import { receiveUpload } from './uploadBody.ts';
import { upsertRow, type SavedRow } from './upsertRow.ts';

/**
 * POST /object/:bucket/:key (x-upsert: true|false) and PUT (always an upsert). The caller and the
 * bucket are known before any byte is read; the bytes stream to a staged file, the catalogue row is
 * then inserted (or upserted) as the caller, so RLS on storage.objects decides, and only once that
 * commits do the bytes move into place. A failure at any step leaves no file behind.
 */
export function uploadObject(ctx: GatewayContext, config: StorageConfig, mode: 'create' | 'update'): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
    const scope = await callerScope(c, ctx, false);
    const bucketRow = await findBucket(ctx, bucket);
    const version = crypto.randomUUID();
    const target = objectFile(ctx, bucket, key, version);
    const staged = await StagedFile.open(ctx, version);
    let saved: SavedRow;
    try {
      const body = await receiveUpload(c, { limit: sizeLimit(bucketRow, config), accept: (type) => checkMimeType(bucketRow, type) }, staged);
      const eTag = await staged.finish();
      await checkContent(body.mimetype, staged.head);
      const metadata = {
        eTag,
        size: staged.size,
        mimetype: body.mimetype,
        cacheControl: body.cacheControl,
        lastModified: new Date().toUTCString(),
        contentLength: staged.size,
        httpStatusCode: 200,
      };
      const owner = ownerOf(scope);
      const values = [crypto.randomUUID(), bucket, key, owner, owner, metadata, body.userMetadata, version];
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
        return upsertRow(client, values);
      });
      await commitStaged(staged.file, target);
    } catch (error) {
      await staged.discard();
      throw fromDatabase(error);
    }
    if (saved.old_version && saved.old_version !== version) {
      await removeObjectFile(ctx, bucket, key, saved.old_version);
    }
    return c.json({ Id: saved.id, Key: `${bucket}/${key}` });
  };
}
