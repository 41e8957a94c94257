import crypto from 'node:crypto';
import type { Context, Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import type { RequestScope } from '../scope.ts';
import { checkMimeType, findBucket, sizeLimit, type BucketRow } from './bucketRules.ts';
import { callerScope } from './caller.ts';
import type { StorageConfig } from './config.ts';
import { fromDatabase } from './errors.ts';
import { recordObject } from './objectStore.ts';
import { bucketId, objectKey } from './paths.ts';
import { checkContent } from './sniff.ts';
import { StagedFile } from './staging.ts';
import { receiveUpload } from './uploadBody.ts';

/**
 * Receives a request's file for `bucket/key` as `scope`: the bytes stream to the staging area within the
 * bucket's size and type rules, then the row is recorded as `scope` (RLS decides) and the bytes move
 * into place. Shared by plain uploads and signed upload URLs.
 */
export async function receiveObject(
  c: Context,
  ctx: GatewayContext,
  config: StorageConfig,
  target: { bucket: string; key: string; upsert: boolean; scope: RequestScope; bucketRow: BucketRow },
): Promise<{ id: string }> {
  const { bucketRow } = target;
  const version = crypto.randomUUID();
  const staged = await StagedFile.open(ctx, version);
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
    return await recordObject(ctx, target.scope, { ...target, version, metadata, userMetadata: body.userMetadata }, staged.name);
  } catch (error) {
    await staged.discard();
    throw fromDatabase(error);
  }
}

/**
 * POST /object/:bucket/:key (x-upsert: true|false) and PUT (always an upsert). The caller and the
 * bucket are known before any byte is read; a failure at any step leaves no bytes behind.
 */
export function uploadObject(ctx: GatewayContext, config: StorageConfig, mode: 'create' | 'update'): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
    const scope = await callerScope(c, ctx, false);
    const bucketRow = await findBucket(ctx, bucket);
    const saved = await receiveObject(c, ctx, config, { bucket, key, upsert, scope, bucketRow });
    return c.json({ Id: saved.id, Key: `${bucket}/${key}` });
  };
}
