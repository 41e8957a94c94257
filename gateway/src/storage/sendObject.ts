import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { GatewayContext } from '../context.ts';
import { storageErrors } from './errors.ts';
import { objectFile } from './paths.ts';

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
 * If-None-Match, Range and ?download=.
 */
export function sendObject(c: Context, ctx: GatewayContext, bucket: string, object: StoredObject): Response {
  if (!object.version) throw storageErrors.objectNotFound();
  const file = objectFile(ctx, bucket, object.name, object.version);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw storageErrors.objectNotFound();
  }
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
  const range = parseRange(c.req.header('range'), size);
  const status = range ? 206 : 200;
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (size === 0 || c.req.method === 'HEAD') return new Response(size === 0 ? '' : null, { status, headers });
  const stream = Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
