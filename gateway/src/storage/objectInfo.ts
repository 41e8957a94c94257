import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { bucketId, objectKey } from './paths.ts';

interface InfoRow {
  id: string;
  name: string;
  version: string | null;
  bucket_id: string;
  metadata: { size?: number; mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string } | null;
  user_metadata: Record<string, unknown> | null;
  updated_at: Date;
  created_at: Date;
}

/** GET /object/info/:bucket/:key: the object's catalogue entry (SELECT policy). */
export function objectInfo(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const scope = await callerScope(c, ctx, true);
    const row = await withScope(ctx.pool, scope, async (client) => {
      const { rows } = await client.query<InfoRow>(
        `select id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at
         from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, key],
      );
      return rows[0];
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    if (!row) throw storageErrors.objectNotFound();
    const meta = row.metadata ?? {};
    return c.json({
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: row.user_metadata ?? {},
      last_modified: row.updated_at.toISOString(),
      created_at: row.created_at.toISOString(),
    });
  };
}
