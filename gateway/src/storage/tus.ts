import crypto from 'node:crypto';
import type { Context, Handler, Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { closeAfterAnswer } from '../lingeringClose.ts';
import type { RequestScope } from '../scope.ts';
import { checkMimeType, findBucket, sizeLimit } from './bucketRules.ts';
import { callerScope, ownerOf } from './caller.ts';
import type { StorageConfig } from './config.ts';
import { ByteDigest } from './digest.ts';
import { storageErrors } from './errors.ts';
import { checkCanUpload, recordObject } from './objectStore.ts';
import { signerScope, verifyUploadToken } from './objectUploadSign.ts';
import { bucketId, objectKey } from './paths.ts';
import { checkContent } from './sniff.ts';
import { stagedName } from './staging.ts';
import { bodyChunks, parseMetadata } from './uploadBody.ts';
import {
  asTusError, integerHeader, OFFSET_CONTENT_TYPE, parseUploadId, parseUploadMetadata, TUS_EXTENSIONS, TUS_VERSION,
  tusCacheControl, TusError, tusErrors, uploadId,
} from './tusProtocol.ts';
import {
  createUpload, readUpload, removeUpload, sweepExpired, takeLock, uploadOffset, type TusUpload, type UploadLock,
} from './tusStore.ts';

/** Every tus answer names the protocol version; errors are plain text with their real status. */
function tus(handler: (c: Context) => Promise<Response>): Handler {
  return async (c) => {
    c.header('Tus-Resumable', TUS_VERSION);
    try {
      if (c.req.header('tus-resumable') !== TUS_VERSION) {
        c.header('Tus-Version', TUS_VERSION);
        throw tusErrors.unsupportedVersion();
      }
      return await handler(c);
    } catch (error) {
      const failure = asTusError(error);
      if (!failure) throw error;
      // A body left unread is not drained: the connection closes with the answer.
      if (c.req.method === 'POST' || c.req.method === 'PATCH') closeAfterAnswer(c);
      return c.text(failure.message, failure.status as 400);
    }
  };
}

function creatorOf(scope: RequestScope): TusUpload['creator'] {
  return { role: scope.role, sub: ownerOf(scope) };
}

/**
 * How a tus request proves itself: `bearer`, the caller's own token (Authorization), or `signed`,
 * storage-api's /upload/resumable/sign routes, where `x-signature` carries a signed upload token
 * (createSignedUploadUrl's) for that very object and the upload runs as its signer.
 */
type TusAuth = 'bearer' | 'signed';

async function tusCaller(c: Context, ctx: GatewayContext, auth: TusAuth, target: { bucket: string; key: string }) {
  if (auth === 'bearer') return { scope: await callerScope(c, ctx, false), upsert: c.req.header('x-upsert') === 'true' };
  const signature = c.req.header('x-signature');
  if (!signature) throw storageErrors.invalidRequest('Missing x-signature header');
  const { upsert, signer } = await verifyUploadToken(ctx, signature, target.bucket, target.key);
  return { scope: signerScope(c, signer), upsert };
}

/** The upload an URL names, for its creator only (to anyone else it does not exist), unexpired. */
async function ownUpload(c: Context, ctx: GatewayContext, auth: TusAuth): Promise<{ upload: TusUpload; scope: RequestScope }> {
  const named = parseUploadId(c.req.param('id') ?? '');
  if (!named) throw tusErrors.notFound();
  const { scope } = await tusCaller(c, ctx, auth, named);
  const upload = await readUpload(ctx, named.version);
  const creator = creatorOf(scope);
  if (!upload || upload.bucket !== named.bucket || upload.key !== named.key
    || upload.creator.role !== creator.role || upload.creator.sub !== creator.sub) {
    throw tusErrors.notFound();
  }
  if (upload.expiresAt <= Date.now()) {
    const lock = await takeLock(ctx, upload.version);
    if (lock) {
      await removeUpload(ctx, upload.version);
      await lock.release();
    }
    throw tusErrors.expired();
  }
  return { upload, scope };
}

function progressHeaders(c: Context, upload: TusUpload, offset: number): void {
  c.header('Upload-Offset', String(offset));
  c.header('Upload-Expires', new Date(upload.expiresAt).toUTCString());
}

/**
 * Appends the request body at `start`, never past the declared length: a body that would pass it
 * is refused (413) and its bytes dropped. A body cut off by the network keeps what arrived, which
 * is the point of resuming.
 */
async function appendBody(c: Context, ctx: GatewayContext, upload: TusUpload, start: number, lock: UploadLock): Promise<number> {
  const room = upload.length - start;
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > room) throw tusErrors.sizeExceeded();
  const part = await ctx.storageBackend.appendPart(upload.version, start);
  let written = 0;
  try {
    for await (const chunk of bodyChunks(c)) {
      if (written + chunk.byteLength > room) {
        await part.abort();
        throw tusErrors.sizeExceeded();
      }
      await part.write(chunk);
      written += chunk.byteLength;
      await lock.touch();
    }
  } catch (error) {
    if (error instanceof TusError) throw error;
    // The client went away mid-body: what arrived stays for the resume.
  }
  await part.close();
  return start + written;
}

/**
 * All bytes are in: the parts become one staged object, which is recorded exactly as a plain
 * upload's (content check, then the row written as the caller, so RLS and triggers decide), and the
 * upload is forgotten, whatever the verdict.
 */
async function finish(ctx: GatewayContext, scope: RequestScope, upload: TusUpload): Promise<void> {
  try {
    const digest = new ByteDigest();
    const staged = stagedName(upload.version);
    await ctx.storageBackend.stageParts(staged, upload.version, (chunk) => digest.update(chunk));
    const metadata = {
      eTag: digest.eTag(),
      size: upload.length,
      mimetype: upload.contentType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: upload.length,
      httpStatusCode: 200,
    };
    try {
      await checkContent(upload.contentType, digest.head);
    } catch (error) {
      await ctx.storageBackend.discardStaged(staged);
      throw error;
    }
    await recordObject(ctx, scope, { ...upload, metadata }, staged);
  } finally {
    await removeUpload(ctx, upload.version);
  }
}

/**
 * Writes a PATCH (or a creation's) body under the upload's lock and finishes a complete upload.
 * A request that loses a race learns it as tus-node-server tells it: 409 while another request
 * writes or once the offset has moved, 404 once the upload was finished (or ended) meanwhile.
 */
async function receive(c: Context, ctx: GatewayContext, scope: RequestScope, upload: TusUpload, expected: number): Promise<number> {
  const lock = await takeLock(ctx, upload.version);
  if (!lock) throw tusErrors.busy();
  try {
    const offset = (await readUpload(ctx, upload.version)) ? await uploadOffset(ctx, upload.version) : null;
    if (offset === null) throw tusErrors.notFound();
    if (offset !== expected) throw tusErrors.offsetMismatch(offset);
    const reached = await appendBody(c, ctx, upload, offset, lock);
    if (reached === upload.length) await finish(ctx, scope, upload);
    return reached;
  } finally {
    await lock.release();
  }
}

/**
 * POST /upload/resumable (tus creation, with upload): Upload-Length and Upload-Metadata with
 * bucketName, objectName, contentType, cacheControl and metadata, `x-upsert`. The bucket's size and
 * type limits and RLS (a write rolled back) are asked now, before any byte is stored.
 */
function create(ctx: GatewayContext, config: StorageConfig, auth: TusAuth): Handler {
  return tus(async (c) => {
    if (c.req.header('upload-defer-length') !== undefined) throw tusErrors.lengthRequired();
    const length = integerHeader(c.req.header('upload-length'), tusErrors.lengthRequired);
    if (length === null) throw tusErrors.lengthRequired();
    const rawMetadata = c.req.header('upload-metadata') ?? '';
    const metadata = parseUploadMetadata(rawMetadata);
    if (!metadata.bucketName || !metadata.objectName) throw tusErrors.metadataRequired();
    const bucket = bucketId(metadata.bucketName);
    const key = objectKey(metadata.objectName);
    const { scope, upsert } = await tusCaller(c, ctx, auth, { bucket, key });
    const bucketRow = await findBucket(ctx, bucket);
    if (length > sizeLimit(bucketRow, config)) throw storageErrors.tooLarge();
    const contentType = metadata.contentType || 'application/octet-stream';
    checkMimeType(bucketRow, contentType);
    const userMetadata = parseMetadata(metadata.metadata);
    await checkCanUpload(ctx, scope, { bucket, key, upsert, mimetype: contentType, size: length, userMetadata });
    await sweepExpired(ctx).catch(() => {});
    const upload: TusUpload = {
      bucket, key, version: crypto.randomUUID(), length, upsert, contentType, userMetadata, rawMetadata,
      cacheControl: tusCacheControl(metadata.cacheControl), creator: creatorOf(scope),
      expiresAt: Date.now() + config.tusUrlExpiryMs,
    };
    await createUpload(ctx, upload);
    const location = `${c.req.path.replace(/\/+$/, '')}/${uploadId(bucket, key, upload.version)}`;
    c.header('Location', location);
    let offset = 0;
    const withBody = (c.req.header('content-type') ?? '').toLowerCase().startsWith(OFFSET_CONTENT_TYPE);
    if (withBody || length === 0) offset = await receive(c, ctx, scope, upload, 0);
    else if (c.req.raw.body) closeAfterAnswer(c);
    progressHeaders(c, upload, offset);
    return c.body(null, 201);
  });
}

/** PATCH /upload/resumable/:id: bytes at Upload-Offset, which must be where the upload stands. */
function patch(ctx: GatewayContext, auth: TusAuth): Handler {
  return tus(async (c) => {
    if ((c.req.header('content-type') ?? '').toLowerCase().split(';')[0]?.trim() !== OFFSET_CONTENT_TYPE) {
      throw tusErrors.wrongContentType();
    }
    const expected = integerHeader(c.req.header('upload-offset'), tusErrors.invalidOffset);
    if (expected === null) throw tusErrors.invalidOffset();
    const { upload, scope } = await ownUpload(c, ctx, auth);
    const offset = await receive(c, ctx, scope, upload, expected);
    progressHeaders(c, upload, offset);
    return c.body(null, 204);
  });
}

/**
 * HEAD /upload/resumable/:id: where to resume. An upload whose bytes all arrived but whose worker
 * died before recording it is recorded now, so a client told "complete" finds its object.
 */
function head(ctx: GatewayContext, auth: TusAuth): Handler {
  return tus(async (c) => {
    if (c.req.method !== 'HEAD') throw tusErrors.notFound();
    const { upload, scope } = await ownUpload(c, ctx, auth);
    let offset = await uploadOffset(ctx, upload.version);
    if (offset === upload.length) {
      const lock = await takeLock(ctx, upload.version);
      if (!lock) throw tusErrors.locked();
      try {
        if ((await readUpload(ctx, upload.version)) && (await uploadOffset(ctx, upload.version)) === upload.length) {
          await finish(ctx, scope, upload);
        }
      } finally {
        await lock.release();
      }
      offset = upload.length;
    }
    c.header('Upload-Length', String(upload.length));
    if (upload.rawMetadata) c.header('Upload-Metadata', upload.rawMetadata);
    c.header('Cache-Control', 'no-store');
    progressHeaders(c, upload, offset);
    return c.body(null, 200);
  });
}

/** DELETE /upload/resumable/:id (tus termination): drops an unfinished upload. */
function terminate(ctx: GatewayContext, auth: TusAuth): Handler {
  return tus(async (c) => {
    const { upload } = await ownUpload(c, ctx, auth);
    const lock = await takeLock(ctx, upload.version);
    if (!lock) throw tusErrors.locked();
    await removeUpload(ctx, upload.version);
    await lock.release();
    return c.body(null, 204);
  });
}

/**
 * tus resumable uploads at /upload/resumable (the caller's token) and /upload/resumable/sign (a
 * signed upload token in x-signature), storage-api's paths; the upload's URL carries its id.
 */
export function mountResumableUploads(app: Hono, ctx: GatewayContext, config: StorageConfig): void {
  const options: Handler = (c) => {
    c.header('Tus-Resumable', TUS_VERSION);
    c.header('Tus-Version', TUS_VERSION);
    c.header('Tus-Extension', TUS_EXTENSIONS);
    c.header('Tus-Max-Size', String(config.fileSizeLimit));
    return c.body(null, 204);
  };
  for (const [base, auth] of [['/upload/resumable', 'bearer'], ['/upload/resumable/sign', 'signed']] as const) {
    app.options(base, options);
    app.options(`${base}/:id`, options);
    app.post(base, create(ctx, config, auth));
    app.patch(`${base}/:id`, patch(ctx, auth));
    app.get(`${base}/:id`, head(ctx, auth));
    app.delete(`${base}/:id`, terminate(ctx, auth));
  }
}
