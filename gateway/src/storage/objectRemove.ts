import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { bucketId } from './paths.ts';

interface DeletedRow {
  bucket_id: string;
  name: string;
  version: string | null;
  [column: string]: unknown;
}

/** Deletes catalogue rows as the caller (DELETE + SELECT policies), then their bytes; returns the rows. */
export async function deleteObjects(ctx: GatewayContext, scope: Awaited<ReturnType<typeof callerScope>>, bucket: string, names: string[]) {
  const rows = await withScope(ctx.pool, scope, async (client) => {
    const { rows: deleted } = await client.query<DeletedRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning bucket_id, name, owner, owner_id, id, version, metadata, user_metadata, created_at, updated_at,
                 last_accessed_at`,
      [bucket, names],
    );
    return deleted;
  }).catch((error: unknown) => {
    throw fromDatabase(error);
  });
  const stored = rows.flatMap((row) => (row.version ? [{ bucket: row.bucket_id, key: row.name, version: row.version }] : []));
  if (stored.length) await ctx.storageBackend.remove(stored);
  return rows;
}

/** DELETE /object/:bucket {prefixes}: objects RLS hides, or that do not exist, are skipped silently. */
export function removeObjects(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const body = await readJson(c);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
      throw storageErrors.invalidRequest('prefixes must be an array of 1 to 1000 object names');
    }
    const scope = await callerScope(c, ctx, false);
    return c.json(await deleteObjects(ctx, scope, bucket, prefixes as string[]));
  };
}
