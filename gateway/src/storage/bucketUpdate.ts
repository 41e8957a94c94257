import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { mimeTypes } from './bucketCreate.ts';
import { parseSizeLimit } from './bucketRules.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { bucketId } from './paths.ts';

/** PUT /bucket/:id {public, file_size_limit, allowed_mime_types}: only the fields sent change. */
export function updateBucket(ctx: GatewayContext): Handler {
  return async (c) => {
    const id = bucketId(c.req.param('id'));
    const body = await readJson(c);
    const scope = await callerScope(c, ctx, false);
    const updated = await withScope(ctx.pool, scope, (client) =>
      client.query(
        `update storage.buckets
         set public = case when $2 then $3 else public end,
             file_size_limit = case when $4 then $5 else file_size_limit end,
             allowed_mime_types = case when $6 then $7 else allowed_mime_types end,
             updated_at = now()
         where id = $1`,
        [
          id,
          typeof body.public === 'boolean',
          body.public === true,
          'file_size_limit' in body,
          parseSizeLimit(body.file_size_limit),
          'allowed_mime_types' in body,
          mimeTypes(body.allowed_mime_types),
        ],
      ),
    ).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    if (!updated.rowCount) throw storageErrors.bucketNotFound();
    return c.json({ message: 'Successfully updated' });
  };
}
