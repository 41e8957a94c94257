import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { callerLookup } from './objectLookup.ts';
import { bucketId, objectKey } from './paths.ts';
import { sendObject } from './sendObject.ts';

/** GET /object/:bucket/:key (and /object/authenticated/...): the caller must pass the SELECT policy. */
export function downloadObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    return sendObject(c, ctx, bucket, await callerLookup(c, ctx, bucket, key));
  };
}
