import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { signedClaims, signedLookup } from './objectLookup.ts';
import { bucketId, objectKey } from './paths.ts';
import { sendObject } from './sendObject.ts';
import { parseTransform } from './transform.ts';

export function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageErrors.invalidRequest('expiresIn must be a positive integer');
  return expiresIn;
}

/**
 * POST /object/sign/:bucket/:key {expiresIn, transform?}: a time-limited URL, only for objects the
 * caller can read. With `transform` the URL renders the image (/render/image/sign/…), as storage-api.
 */
export function signObjectUrl(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const body = await readJson(c);
    const expiresIn = expiresInOf(body);
    const transform = body.transform && typeof body.transform === 'object' ? parseTransform(body.transform as Record<string, unknown>) : null;
    const scope = await callerScope(c, ctx, true);
    const visible = await withScope(ctx.pool, scope, async (client) => {
      const { rowCount } = await client.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, key]);
      return Boolean(rowCount);
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    if (!visible) throw storageErrors.objectNotFound();
    const token = await signJwt({ url: `${bucket}/${key}`, ...(transform ? { transform } : {}) }, ctx.keys.jwtSecret, expiresIn);
    return c.json({ signedURL: `/${transform ? 'render/image' : 'object'}/sign/${bucket}/${key}?token=${token}` });
  };
}

/** GET /object/sign/:bucket/:key?token=: redeems a signed URL without other credentials. */
export function signedObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    await signedClaims(c, ctx, bucket, key);
    return sendObject(c, ctx, bucket, await signedLookup(ctx, bucket, key));
  };
}
