import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { publicLookup } from './objectLookup.ts';
import { bucketId, objectKey } from './paths.ts';
import { sendObject } from './sendObject.ts';

/** GET /object/public/:bucket/:key: no credentials; only the bucket's `public` flag is checked, not RLS. */
export function publicObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    return sendObject(c, ctx, bucket, await publicLookup(ctx, bucket, key));
  };
}
