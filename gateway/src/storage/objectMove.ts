import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { bucketId, objectKey } from './paths.ts';

/** The {bucketId, sourceKey, destinationKey, destinationBucket?} body of move and copy. */
export async function transferRequest(c: Parameters<Handler>[0]) {
  const body = await readJson(c);
  const source = bucketId(typeof body.bucketId === 'string' ? body.bucketId : undefined);
  const destination = typeof body.destinationBucket === 'string' ? bucketId(body.destinationBucket) : source;
  const sourceKey = objectKey(typeof body.sourceKey === 'string' ? body.sourceKey : undefined);
  const destinationKey = objectKey(typeof body.destinationKey === 'string' ? body.destinationKey : undefined);
  return { source, destination, sourceKey, destinationKey };
}

/** POST /object/move: renames the row as the caller (SELECT + UPDATE policies), then moves the bytes. */
export function moveObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const { source, destination, sourceKey, destinationKey } = await transferRequest(c);
    const scope = await callerScope(c, ctx, false);
    await withScope(ctx.pool, scope, async (client) => {
      const { rows } = await client.query<{ version: string | null }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning version`,
        [source, sourceKey, destination, destinationKey],
      );
      const version = rows[0]?.version;
      if (!rows[0]) throw storageErrors.objectNotFound();
      if (!version) return;
      // Inside the transaction: if the bytes cannot move, the row does not either.
      await ctx.storageBackend.move({ bucket: source, key: sourceKey, version }, { bucket: destination, key: destinationKey, version });
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    return c.json({ message: 'Successfully moved' });
  };
}
