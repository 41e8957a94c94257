import type { Context } from 'hono';
import type { GatewayContext } from '../context.ts';
import { verifyJwt } from '../jwt.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import type { StoredObject } from './sendObject.ts';

/**
 * The three ways storage-api finds an object to send (as is, or rendered): through a public
 * bucket, as the caller under RLS, or by a signed token. Each throws storage-api's error when
 * the object is not there for that way in.
 */
export type Access = 'public' | 'authenticated' | 'sign';

export async function publicLookup(ctx: GatewayContext, bucket: string, key: string): Promise<StoredObject> {
  const { rows } = await ctx.adminPool.query<StoredObject & { found: boolean }>(
    `select o.name, o.version, o.metadata, o.updated_at, o.id is not null as found
     from storage.buckets b
     left join storage.objects o on o.bucket_id = b.id and o.name = $2
     where b.id = $1 and b.public`,
    [bucket, key],
  );
  const row = rows[0];
  if (!row) throw storageErrors.bucketNotFound();
  if (!row.found) throw storageErrors.objectNotFound();
  return row;
}

export async function callerLookup(c: Context, ctx: GatewayContext, bucket: string, key: string): Promise<StoredObject> {
  const scope = await callerScope(c, ctx, true);
  const object = await withScope(ctx.pool, scope, async (client) => {
    const { rows } = await client.query<StoredObject>(
      'select name, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucket, key],
    );
    return rows[0];
  }).catch((error: unknown) => {
    throw fromDatabase(error);
  });
  if (!object) throw storageErrors.objectNotFound();
  return object;
}

/** The claims of a signed URL's token, once it is checked to name this object. */
export async function signedClaims(c: Context, ctx: GatewayContext, bucket: string, key: string): Promise<Record<string, unknown>> {
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(c.req.query('token') ?? '', ctx.keys.jwtSecret);
  } catch {
    throw storageErrors.invalidJwt('jwt expired or invalid');
  }
  if (claims.url !== `${bucket}/${key}`) throw storageErrors.invalidJwt('Invalid signature');
  // An upload token names its object too, but opens it for writing only.
  if (claims.scope !== undefined) throw storageErrors.invalidJwt('Token is not scoped for download');
  return claims;
}

export async function signedLookup(ctx: GatewayContext, bucket: string, key: string): Promise<StoredObject> {
  const { rows } = await ctx.adminPool.query<StoredObject>(
    'select name, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  if (!rows[0]) throw storageErrors.objectNotFound();
  return rows[0];
}
