import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { callerScope } from './caller.ts';
import { storageErrors } from './errors.ts';
import { deleteObjects } from './objectRemove.ts';
import { bucketId, objectKey } from './paths.ts';

/** DELETE /object/:bucket/:key: one object; 404 when it does not exist or RLS hides it. */
export function deleteObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const deleted = await deleteObjects(ctx, await callerScope(c, ctx, false), bucket, [key]);
    if (deleted.length === 0) throw storageErrors.objectNotFound();
    return c.json({ message: 'Successfully deleted' });
  };
}
