import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { bucketId, objectKey } from './paths.ts';
import { sendObject, type StoredObject } from './sendObject.ts';

/** POST /object/sign/:bucket/:key {expiresIn}: a time-limited URL, only for objects the caller can read. */
export function signObjectUrl(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const body = await readJson(c);
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageErrors.invalidRequest('expiresIn must be a positive integer');
    const scope = await callerScope(c, ctx, true);
    const visible = await withScope(ctx.pool, scope, async (client) => {
      const { rowCount } = await client.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, key]);
      return Boolean(rowCount);
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    if (!visible) throw storageErrors.objectNotFound();
    const token = await signJwt({ url: `${bucket}/${key}` }, ctx.keys.jwtSecret, expiresIn);
    return c.json({ signedURL: `/object/sign/${bucket}/${key}?token=${token}` });
  };
}

/** GET /object/sign/:bucket/:key?token=: redeems a signed URL without other credentials. */
export function signedObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    let url: unknown;
    try {
      url = (await verifyJwt(c.req.query('token') ?? '', ctx.keys.jwtSecret)).url;
    } catch {
      throw storageErrors.invalidJwt('jwt expired or invalid');
    }
    if (url !== `${bucket}/${key}`) throw storageErrors.invalidJwt('Invalid signature');
    const { rows } = await ctx.adminPool.query<StoredObject>(
      'select name, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucket, key],
    );
    if (!rows[0]) throw storageErrors.objectNotFound();
    return sendObject(c, ctx, bucket, rows[0]);
  };
}
