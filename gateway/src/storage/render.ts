import crypto from 'node:crypto';
import type { Context, Handler } from 'hono';
import sharp from 'sharp';
import type { GatewayContext } from '../context.ts';
import { storageErrors } from './errors.ts';
import { callerLookup, publicLookup, signedClaims, signedLookup, type Access } from './objectLookup.ts';
import { bucketId, objectKey } from './paths.ts';
import type { ObjectRef } from './backends/types.ts';
import type { StoredObject } from './sendObject.ts';
import { SNIFF_BYTES, sniffedType } from './sniff.ts';
import { DEFAULT_QUALITY, isRenderable, outputFormat, parseTransform, transformationsHeader, type Transform } from './transform.ts';

// A decoded image of this many pixels is about 160 MB; larger inputs are refused, not rendered.
const MAX_INPUT_PIXELS = 40_000_000;

async function render(source: Buffer, transform: Transform, format: ReturnType<typeof outputFormat>): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (transform.width || transform.height) {
    image.resize({
      width: transform.width, height: transform.height, fit: transform.resize, withoutEnlargement: true,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  return image.toFormat(format, { quality: transform.quality ?? DEFAULT_QUALITY }).toBuffer();
}

/**
 * What the stored bytes are, whatever type they were uploaded as: storage-js sends a Buffer as
 * text/plain, and imgproxy behind storage-api decides by the bytes too. Reads their first bytes only.
 */
async function sourceType(ctx: GatewayContext, ref: ObjectRef, known: number | undefined): Promise<string | undefined> {
  const size = known ?? (await ctx.storageBackend.size(ref));
  if (size === null) throw storageErrors.objectNotFound();
  if (size === 0) return undefined;
  const head = await ctx.storageBackend.read(ref, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  if (!head) throw storageErrors.objectNotFound();
  return sniffedType(new Uint8Array(await new Response(head.body).arrayBuffer()));
}

async function cachedRender(c: Context, ctx: GatewayContext, bucket: string, object: StoredObject, transform: Transform) {
  const ref = object.version ? { bucket, key: object.name, version: object.version } : null;
  const mimetype = ref ? await sourceType(ctx, ref, object.metadata?.size) : undefined;
  if (!ref || !isRenderable(mimetype)) throw storageErrors.invalidRequest('Only JPEG, PNG, WebP, AVIF and GIF images can be transformed');
  const format = outputFormat(transform, mimetype as string, c.req.header('accept'));
  const quality = transform.quality ?? DEFAULT_QUALITY;
  const id = crypto.createHash('sha256')
    .update(JSON.stringify([object.name, object.version, transform.width, transform.height, transform.resize, quality, format]))
    .digest('hex');
  // Kept by object version and options: a new upload is a new version, so a render is never stale.
  const name = `${bucket}/${id}.${format}`;
  const etag = `"${id.slice(0, 32)}"`;
  const stored = await ctx.storageBackend.readRender(name);
  if (stored) return { bytes: stored, format, etag };
  const source = await ctx.storageBackend.read(ref);
  if (!source) throw storageErrors.objectNotFound();
  // Whole, for sharp: the bucket's size limit bounds it (5 MB for property images).
  const input = Buffer.from(await new Response(source.body).arrayBuffer());
  let bytes: Buffer;
  try {
    bytes = await render(input, transform, format);
  } catch {
    throw storageErrors.invalidRequest('The image could not be transformed');
  }
  await ctx.storageBackend.writeRender(name, bytes);
  return { bytes, format, etag };
}

/**
 * GET /render/image/{public,authenticated,sign}/:bucket/:key?width&height&resize&quality&format:
 * the object found the same way as its /object/… twin, its bytes read from the storage backend,
 * resized and re-encoded with sharp, the render kept in the backend so a listing card's photo is
 * rendered once.
 */
export function renderImage(ctx: GatewayContext, access: Access): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    let transform: Transform;
    let object: StoredObject;
    if (access === 'sign') {
      const claims = await signedClaims(c, ctx, bucket, key);
      transform = parseTransform((claims.transform ?? {}) as Record<string, unknown>);
      object = await signedLookup(ctx, bucket, key);
    } else {
      transform = parseTransform(c.req.query());
      object = access === 'public' ? await publicLookup(ctx, bucket, key) : await callerLookup(c, ctx, bucket, key);
    }
    const { bytes, format, etag } = await cachedRender(c, ctx, bucket, object, transform);
    const headers = new Headers({
      'Content-Type': `image/${format}`,
      'Cache-Control': object.metadata?.cacheControl ?? 'no-cache',
      'Last-Modified': object.updated_at.toUTCString(),
      ETag: etag,
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    const transformations = transformationsHeader(transform);
    if (transformations) headers.set('X-Transformations', transformations);
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(bytes.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
  };
}
