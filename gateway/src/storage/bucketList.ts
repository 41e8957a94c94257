import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { bucketJson } from './bucketJson.ts';
import type { BucketRow } from './bucketRules.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';

async function bucketsVisibleTo(c: Parameters<Handler>[0], ctx: GatewayContext, id: string | null) {
  const scope = await callerScope(c, ctx, true);
  return withScope(ctx.pool, scope, async (client) => {
    const { rows } = await client.query<BucketRow>(
      'select * from storage.buckets where $1::text is null or id = $1 order by name',
      [id],
    );
    return rows;
  }).catch((error: unknown) => {
    throw fromDatabase(error);
  });
}

/** GET /bucket: the buckets the caller may see. */
export function listBuckets(ctx: GatewayContext): Handler {
  return async (c) => c.json((await bucketsVisibleTo(c, ctx, null)).map(bucketJson));
}

/** GET /bucket/:id */
export function getBucket(ctx: GatewayContext): Handler {
  return async (c) => {
    const [row] = await bucketsVisibleTo(c, ctx, c.req.param('id') ?? '');
    if (!row) throw storageErrors.bucketNotFound();
    return c.json(bucketJson(row));
  };
}
