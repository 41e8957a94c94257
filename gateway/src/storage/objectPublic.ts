import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { storageErrors } from './errors.ts';
import { bucketId, objectKey } from './paths.ts';
import { sendObject, type StoredObject } from './sendObject.ts';

/** GET /object/public/:bucket/:key: no credentials; only the bucket's `public` flag is checked, not RLS. */
export function publicObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const { rows } = await ctx.adminPool.query<StoredObject & { found: boolean }>(
      `select o.name, o.version, o.metadata, o.updated_at, o.id is not null as found
       from storage.buckets b
       left join storage.objects o on o.bucket_id = b.id and o.name = $2
       where b.id = $1 and b.public`,
      [bucket, key],
    );
    const row = rows[0];
    if (!row) throw storageErrors.bucketNotFound();
    if (!row.found) throw storageErrors.objectNotFound();
    return sendObject(c, ctx, bucket, row);
  };
}
