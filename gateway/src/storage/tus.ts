import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Context, Handler, Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import type { RequestScope } from '../scope.ts';
import { checkMimeType, findBucket, sizeLimit } from './bucketRules.ts';
import { callerScope, ownerOf } from './caller.ts';
import type { StorageConfig } from './config.ts';
import { storageErrors } from './errors.ts';
import { checkCanUpload, recordObject } from './objectStore.ts';
import { bucketId, objectKey } from './paths.ts';
import { checkContent } from './sniff.ts';
import { bodyChunks, parseMetadata } from './uploadBody.ts';
import {
  asTusError, integerHeader, OFFSET_CONTENT_TYPE, parseUploadId, parseUploadMetadata, TUS_EXTENSIONS, TUS_VERSION,
  tusCacheControl, TusError, tusErrors, uploadId,
} from './tusProtocol.ts';
import {
  createUpload, partFile, readUpload, removeUpload, sweepExpired, takeLock, uploadOffset, type TusUpload, type UploadLock,
} from './tusStore.ts';

const HEAD_BYTES = 4100;

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
      if (c.req.method === 'POST' || c.req.method === 'PATCH') c.header('Connection', 'close');
      return c.text(failure.message, failure.status as 400);
    }
  };
}

function creatorOf(scope: RequestScope): TusUpload['creator'] {
  return { role: scope.role, sub: ownerOf(scope) };
}

/** The upload an URL names, for its creator only (to anyone else it does not exist), unexpired. */
async function ownUpload(c: Context, ctx: GatewayContext, scope: RequestScope): Promise<TusUpload> {
  const named = parseUploadId(c.req.param('id') ?? '');
  const upload = named ? await readUpload(ctx, named.version) : null;
  const creator = creatorOf(scope);
  if (!upload || upload.bucket !== named?.bucket || upload.key !== named.key
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
  return upload;
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
  const handle = await fs.open(partFile(ctx, upload.version), 'r+');
  let written = 0;
  try {
    for await (const chunk of bodyChunks(c)) {
      if (written + chunk.byteLength > room) {
        await handle.truncate(start);
        throw tusErrors.sizeExceeded();
      }
      await handle.write(chunk, 0, chunk.byteLength, start + written);
      written += chunk.byteLength;
      await lock.touch();
    }
  } catch (error) {
    if (error instanceof TusError) throw error;
    // The client went away mid-body: what arrived stays for the resume.
  } finally {
    await handle.close();
  }
  return start + written;
}

/** MD5 and first bytes of the received file, for the ETag and the content check. */
async function digest(file: string): Promise<{ eTag: string; head: Buffer }> {
  const hash = crypto.createHash('md5');
  let head = Buffer.alloc(0);
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, bytes.subarray(0, HEAD_BYTES - head.length)]);
    hash.update(bytes);
  }
  return { eTag: `"${hash.digest('hex')}"`, head };
}

/**
 * All bytes are in: the object is recorded exactly as a plain upload's (content check, then the row
 * written as the caller, so RLS and triggers decide) and the upload is forgotten, whatever the verdict.
 */
async function finish(ctx: GatewayContext, scope: RequestScope, upload: TusUpload): Promise<void> {
  const file = partFile(ctx, upload.version);
  try {
    const { eTag, head } = await digest(file);
    await checkContent(upload.contentType, head);
    const metadata = {
      eTag,
      size: upload.length,
      mimetype: upload.contentType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: upload.length,
      httpStatusCode: 200,
    };
    await recordObject(ctx, scope, { ...upload, metadata }, file);
  } finally {
    await removeUpload(ctx, upload.version);
  }
}

/** Writes a PATCH (or a creation's) body under the upload's lock and finishes a complete upload. */
async function receive(c: Context, ctx: GatewayContext, scope: RequestScope, upload: TusUpload, expected: number): Promise<number> {
  const lock = await takeLock(ctx, upload.version);
  if (!lock) throw tusErrors.locked();
  try {
    const offset = await uploadOffset(ctx, upload.version);
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
function create(ctx: GatewayContext, config: StorageConfig): Handler {
  return tus(async (c) => {
    const scope = await callerScope(c, ctx, false);
    if (c.req.header('upload-defer-length') !== undefined) throw tusErrors.lengthRequired();
    const length = integerHeader(c.req.header('upload-length'), tusErrors.lengthRequired);
    if (length === null) throw tusErrors.lengthRequired();
    const rawMetadata = c.req.header('upload-metadata') ?? '';
    const metadata = parseUploadMetadata(rawMetadata);
    if (!metadata.bucketName || !metadata.objectName) throw tusErrors.metadataRequired();
    const bucket = bucketId(metadata.bucketName);
    const key = objectKey(metadata.objectName);
    const bucketRow = await findBucket(ctx, bucket);
    if (length > sizeLimit(bucketRow, config)) throw storageErrors.tooLarge();
    const contentType = metadata.contentType || 'application/octet-stream';
    checkMimeType(bucketRow, contentType);
    const userMetadata = parseMetadata(metadata.metadata);
    const upsert = c.req.header('x-upsert') === 'true';
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
    else if (c.req.raw.body) c.header('Connection', 'close');
    progressHeaders(c, upload, offset);
    return c.body(null, 201);
  });
}

/** PATCH /upload/resumable/:id: bytes at Upload-Offset, which must be where the upload stands. */
function patch(ctx: GatewayContext): Handler {
  return tus(async (c) => {
    const scope = await callerScope(c, ctx, false);
    if ((c.req.header('content-type') ?? '').toLowerCase().split(';')[0]?.trim() !== OFFSET_CONTENT_TYPE) {
      throw tusErrors.wrongContentType();
    }
    const expected = integerHeader(c.req.header('upload-offset'), tusErrors.invalidOffset);
    if (expected === null) throw tusErrors.invalidOffset();
    const upload = await ownUpload(c, ctx, scope);
    const offset = await receive(c, ctx, scope, upload, expected);
    progressHeaders(c, upload, offset);
    return c.body(null, 204);
  });
}

/**
 * HEAD /upload/resumable/:id: where to resume. An upload whose bytes all arrived but whose worker
 * died before recording it is recorded now, so a client told "complete" finds its object.
 */
function head(ctx: GatewayContext): Handler {
  return tus(async (c) => {
    if (c.req.method !== 'HEAD') throw tusErrors.notFound();
    const scope = await callerScope(c, ctx, true);
    const upload = await ownUpload(c, ctx, { ...scope, readOnly: false });
    let offset = await uploadOffset(ctx, upload.version);
    if (offset === upload.length) {
      const lock = await takeLock(ctx, upload.version);
      if (!lock) throw tusErrors.locked();
      try {
        if ((await readUpload(ctx, upload.version)) && (await uploadOffset(ctx, upload.version).catch(() => -1)) === upload.length) {
          await finish(ctx, { ...scope, readOnly: false }, upload);
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
function terminate(ctx: GatewayContext): Handler {
  return tus(async (c) => {
    const scope = await callerScope(c, ctx, false);
    const upload = await ownUpload(c, ctx, scope);
    const lock = await takeLock(ctx, upload.version);
    if (!lock) throw tusErrors.locked();
    await removeUpload(ctx, upload.version);
    await lock.release();
    return c.body(null, 204);
  });
}

/** tus resumable uploads at /upload/resumable, storage-api's path; the upload's URL carries its id. */
export function mountResumableUploads(app: Hono, ctx: GatewayContext, config: StorageConfig): void {
  const options: Handler = (c) => {
    c.header('Tus-Resumable', TUS_VERSION);
    c.header('Tus-Version', TUS_VERSION);
    c.header('Tus-Extension', TUS_EXTENSIONS);
    c.header('Tus-Max-Size', String(config.fileSizeLimit));
    return c.body(null, 204);
  };
  app.options('/upload/resumable', options);
  app.options('/upload/resumable/:id', options);
  app.post('/upload/resumable', create(ctx, config));
  app.patch('/upload/resumable/:id', patch(ctx));
  app.get('/upload/resumable/:id', head(ctx));
  app.delete('/upload/resumable/:id', terminate(ctx));
}
