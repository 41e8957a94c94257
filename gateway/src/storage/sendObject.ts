import type { Context } from 'hono';
import type { GatewayContext } from '../context.ts';
import { storageErrors } from './errors.ts';

export interface StoredObject {
  name: string;
  version: string | null;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; size?: number } | null;
  updated_at: Date;
}

/** One `bytes=a-b` range (suffix and open-ended forms too); null when absent or not satisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  let start = match[1] ? Number(match[1]) : size - Number(match[2]);
  let end = match[1] && match[2] ? Number(match[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  return start <= end ? { start, end } : null;
}

/**
 * Answers an object's bytes with the headers storage-api sends (Content-Type, Cache-Control, ETag,
 * Last-Modified, Content-Length) and the two that keep user content inert, honouring
 * If-None-Match, Range and ?download=. A revalidation is answered from the catalogue row without
 * reading the bytes; a plain download reads them in one request to the backend, a range or a HEAD
 * asks for the size first so that the range is resolved here, the same way for every backend.
 */
export async function sendObject(c: Context, ctx: GatewayContext, bucket: string, object: StoredObject): Promise<Response> {
  if (!object.version) throw storageErrors.objectNotFound();
  const ref = { bucket, key: object.name, version: object.version };
  const meta = object.metadata ?? {};
  const headers = new Headers({
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    'Last-Modified': object.updated_at.toUTCString(),
    'Accept-Ranges': 'bytes',
    // User content: never sniffed into HTML, and inert (no scripts, no same-origin) if opened as a page.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  const download = c.req.query('download');
  if (download !== undefined) {
    const filename = download || object.name.split('/').pop() || 'download';
    headers.set('Content-Disposition', `attachment; filename=${encodeURIComponent(filename)};`);
  }
  if (meta.eTag && c.req.header('if-none-match') === meta.eTag) return new Response(null, { status: 304, headers });
  const rangeHeader = c.req.header('range');
  const headOnly = c.req.method === 'HEAD';
  let size: number | null;
  let range: { start: number; end: number } | null = null;
  let body: ReadableStream<Uint8Array> | null = null;
  if (rangeHeader || headOnly) {
    size = await ctx.storageBackend.size(ref);
    if (size === null) throw storageErrors.objectNotFound();
    range = parseRange(rangeHeader, size);
    if (!headOnly && size > 0) {
      const stored = await ctx.storageBackend.read(ref, range ?? { start: 0, end: size - 1 });
      if (!stored) throw storageErrors.objectNotFound();
      body = stored.body;
    }
  } else {
    const stored = await ctx.storageBackend.read(ref);
    if (!stored) throw storageErrors.objectNotFound();
    ({ size, body } = stored);
  }
  const status = range ? 206 : 200;
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (size === 0) {
    await body?.cancel();
    return new Response(headOnly ? null : '', { status, headers });
  }
  return new Response(headOnly ? null : body, { status, headers });
}
