import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { isCompressibleType, negotiateEncoding, type Encoding } from '@rentals/core/encoding';
import { envelopeOf, isSealed, withVary, type Compression } from './envelope.ts';

/** Bodies below this gain too little to pay for the CPU (hosted Supabase's edge uses the same cut). */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Below this the answer is compressed on the event loop: a few dozen µs, where the thread pool's
 * hop and stream object cost more than the compression itself.
 */
const SYNC_COMPRESS_BYTES = 64 * 1024;

const PLAIN_TEXT = Symbol('plainText');

/**
 * Keeps the text of an answer beside it, so that compression can read it as it is. Asking the
 * Response for its body instead makes @hono/node-server build a whole fetch Response and stream it.
 */
export function withPlainText(response: Response, text: string): Response {
  (response as Response & { [PLAIN_TEXT]?: string })[PLAIN_TEXT] = text;
  return response;
}

// Per request, so speed wins: brotli 4 takes about a millisecond on 100 KB of JSON and still beats gzip 6.
const BROTLI_OPTIONS = {
  params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
};
const GZIP_OPTIONS = { level: 6 };

function compressed(plain: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (plain.length < SYNC_COMPRESS_BYTES) {
    return encoding === 'br' ? zlib.brotliCompressSync(plain, BROTLI_OPTIONS) : zlib.gzipSync(plain, GZIP_OPTIONS);
  }
  return encoding === 'br' ? brotli(plain, BROTLI_OPTIONS) : gzip(plain, GZIP_OPTIONS);
}

const SKIP_STATUS = new Set([204, 206, 304]);

/**
 * What compression does to an answer, by its method, status and headers (`header` reads one by its
 * lower-case name): `skip`, leave it alone; `vary`, it varies on Accept-Encoding but stays plain
 * (the client takes no encoding we give, or it declares less than MIN_COMPRESS_BYTES); `compress`,
 * compress it with `encoding` (a body of unknown length is measured first).
 */
export function compressionOf(
  method: string,
  status: number,
  header: (name: string) => string | null | undefined,
  acceptEncoding: string | undefined,
): { action: 'skip' } | { action: 'vary' } | { action: 'compress'; encoding: Encoding } {
  if (method === 'HEAD' || SKIP_STATUS.has(status)) return { action: 'skip' };
  if (header('content-encoding') || header('accept-ranges')) return { action: 'skip' };
  if (!isCompressibleType(header('content-type') ?? null)) return { action: 'skip' };
  if (/\bno-transform\b/i.test(header('cache-control') ?? '')) return { action: 'skip' };
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding || Number(header('content-length') ?? Infinity) < MIN_COMPRESS_BYTES) return { action: 'vary' };
  return { action: 'compress', encoding };
}

const compressionAction: Compression['decide'] = (method, status, header, acceptEncoding) =>
  compressionOf(method, status, header, acceptEncoding).action;

/**
 * Compresses API answers (JSON, OpenAPI, CSV, text) of 1 KB and more with brotli or gzip, as the
 * client's Accept-Encoding prefers. Stored objects are left as they are: their bytes, ETag and
 * byte ranges stay exactly what storage-api serves (most are images, compressed already).
 * An answer built whole (envelope.ts) has had compressionOf's Vary already and is small.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    const envelope = envelopeOf(c);
    if (envelope) envelope.compression = { decide: compressionAction, method: c.req.method, acceptEncoding: c.req.header('accept-encoding') };
    await next();
    const res = c.res;
    if (isSealed(res)) return;
    const decision = compressionOf(c.req.method, res.status, (name) => res.headers.get(name), c.req.header('accept-encoding'));
    if (decision.action === 'skip') return;
    res.headers.set('vary', withVary(res.headers.get('vary'), 'Accept-Encoding'));
    if (decision.action === 'vary') return;
    const { encoding } = decision;
    // The declared length (compressionOf), then the text, and `res.body` last: on @hono/node-server's
    // light Response it builds a whole fetch Response and takes the answer off its fast path (a
    // string written in one go), and every browser and supabase-js asks for compression.
    const text = (res as Response & { [PLAIN_TEXT]?: string })[PLAIN_TEXT];
    if (text !== undefined) {
      const plain = Buffer.from(text);
      if (plain.length < MIN_COMPRESS_BYTES) return;
      const body = await compressed(plain, encoding);
      const headers = res.headers;
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(body.length));
      // Cleared first: replacing a response makes Hono copy it into a fetch Response and merge
      // its headers, which this one already holds.
      c.res = undefined;
      c.res = new Response(new Uint8Array(body), { status: res.status, headers });
      return;
    }
    if (!res.body) return;
    const plain = Buffer.from(await res.arrayBuffer());
    if (plain.length < MIN_COMPRESS_BYTES) {
      c.res = new Response(new Uint8Array(plain), res);
      return;
    }
    const body = await compressed(plain, encoding);
    // Hono copies the old response's headers onto the new one: the old length must not survive.
    res.headers.delete('content-length');
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
  };
}
