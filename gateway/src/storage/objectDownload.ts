import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { bucketId, objectKey } from './paths.ts';
import { sendObject, type StoredObject } from './sendObject.ts';

/** GET /object/:bucket/:key (and /object/authenticated/...): the caller must pass the SELECT policy. */
export function downloadObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const scope = await callerScope(c, ctx, true);
    const object = await withScope(ctx.pool, scope, async (client) => {
      const { rows } = await client.query<StoredObject>(
        'select name, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucket, key],
      );
      return rows[0];
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    if (!object) throw storageErrors.objectNotFound();
    return sendObject(c, ctx, bucket, object);
  };
}
