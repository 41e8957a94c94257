import type { Handler } from 'hono';
import { DatabaseError } from 'pg';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { deleteObjects } from './objectRemove.ts';
import { bucketId } from './paths.ts';

/** DELETE /bucket/:id: only an empty bucket can go. */
export function deleteBucket(ctx: GatewayContext): Handler {
  return async (c) => {
    const id = bucketId(c.req.param('id'));
    const scope = await callerScope(c, ctx, false);
    await withScope(ctx.pool, scope, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        `select (select count(*)::int from storage.objects where bucket_id = $1) as count`,
        [id],
      );
      if (rows[0]!.count > 0) throw storageErrors.bucketNotEmpty();
      const deleted = await client.query('delete from storage.buckets where id = $1', [id]);
      if (!deleted.rowCount) throw storageErrors.bucketNotFound();
    }).catch((error: unknown) => {
      // Objects the caller cannot see still keep the bucket in use.
      if (error instanceof DatabaseError && error.code === '23503') throw storageErrors.bucketNotEmpty();
      throw fromDatabase(error);
    });
    await ctx.storageBackend.removeBucket(id);
    return c.json({ message: 'Successfully deleted' });
  };
}

/** POST /bucket/:id/empty: deletes every object the caller may delete. */
export function emptyBucket(ctx: GatewayContext): Handler {
  return async (c) => {
    const id = bucketId(c.req.param('id'));
    const scope = await callerScope(c, ctx, false);
    const names = await withScope(ctx.pool, { ...scope, readOnly: true }, async (client) => {
      const { rows } = await client.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [id]);
      return rows.map((row) => row.name);
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    if (names.length) await deleteObjects(ctx, scope, id, names);
    return c.json({ message: 'Successfully emptied' });
  };
}
