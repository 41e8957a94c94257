import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { expiresInOf } from './objectSign.ts';
import { bucketId } from './paths.ts';

const NOT_FOUND = 'Either the object does not exist or you do not have access to it';

/**
 * POST /object/sign/:bucket {expiresIn, paths}: storage-api's batch form. One entry per path, in
 * order: a signed URL for each object the caller's SELECT policy shows, else that entry's error.
 */
export function signObjectUrls(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const body = await readJson(c);
    const expiresIn = expiresInOf(body);
    const paths = body.paths;
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
      throw storageErrors.invalidRequest('paths must be an array of 1 to 1000 object names');
    }
    const scope = await callerScope(c, ctx, true);
    const visible = await withScope(ctx.pool, scope, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, paths],
      );
      return new Set(rows.map((row) => row.name));
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    const entries = await Promise.all((paths as string[]).map(async (path) => {
      if (!visible.has(path)) return { error: NOT_FOUND, path, signedURL: null };
      const token = await signJwt({ url: `${bucket}/${path}` }, ctx.keys.jwtSecret, expiresIn);
      return { error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` };
    }));
    return c.json(entries);
  };
}
