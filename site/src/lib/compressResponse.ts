// Compresses a rendered response on the fly. Files of the build are compressed once at build time
// (src/server/precompress.ts); this is for pages and endpoints rendered per request. A body of
// known length (every page: Astro renders a page whole, see astro.config.ts) is compressed in one
// call on the event loop; a stream of unknown length as it comes.
import { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import {
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  RENDERED_ENCODINGS,
  type Encoding,
} from './encoding.ts';

// Speed over the last few percent: every page is compressed again on every visit, beside files
// compressed once at build time. On a 50 KB search page quality 3 takes about 0.3 ms (quality 5
// 0.85 ms, 4 0.6 ms, gzip 6 0.6 ms, 11 tens of ms) for 9.2 KB (quality 5: 8.1 KB, gzip 6: 9.2 KB).
// zstd's level 3 gives brotli 3's size in 0.1 ms (level 1: 4 % larger, 20 % faster).
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;
const ZSTD_LEVEL = 3;
const UNCOMPRESSIBLE_STATUS = new Set([204, 206, 304]);
/**
 * Bodies up to this size are compressed in one synchronous call (about 0.3 ms for a 50 KB page). A stream hands each of its many small chunks to the thread pool and back:
 * a page cost tens of those hops, more than the compression itself.
 */
const WHOLE_BODY_BYTES = 256 * 1024;

const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
};

const ZSTD_PARAMS = { [zlib.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL };

function compressor(encoding: Encoding): Duplex {
  if (encoding === 'zstd') return zlib.createZstdCompress({ params: ZSTD_PARAMS });
  return encoding === 'br' ? zlib.createBrotliCompress({ params: BROTLI_PARAMS }) : zlib.createGzip({ level: GZIP_LEVEL });
}

function compressWhole(encoding: Encoding, body: Buffer): Buffer<ArrayBuffer> {
  // The size up front lets zstd write it in the frame and size its window to the page.
  if (encoding === 'zstd') return zlib.zstdCompressSync(body, { params: ZSTD_PARAMS, pledgedSrcSize: body.length });
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

/** Adds a token to a comma-separated header unless it is there already. */
export function appendVary(headers: Headers, token: string): void {
  const current = headers.get('vary');
  if (!current) return headers.set('vary', token);
  const tokens = current.split(',').map((t) => t.trim().toLowerCase());
  if (tokens.includes('*') || tokens.includes(token.toLowerCase())) return;
  headers.set('vary', `${current}, ${token}`);
}

/** Whether this response may be compressed at all (text, not encoded already, not marked no-transform). */
function compressible(response: Response): boolean {
  const headers = response.headers;
  return (
    response.body !== null &&
    !UNCOMPRESSIBLE_STATUS.has(response.status) &&
    !headers.has('content-encoding') &&
    isCompressibleType(headers.get('content-type')) &&
    !/\bno-transform\b/i.test(headers.get('cache-control') ?? '')
  );
}

/**
 * A copy of the response (fresh, mutable headers) whose body is compressed for a client sending
 * `acceptEncoding` when it is text and not encoded already. A compressible response always says
 * `Vary: Accept-Encoding`, so caches keep the plain and compressed copies apart.
 */
export async function compressResponse(response: Response, acceptEncoding: string | null): Promise<Response> {
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!response.body || !compressible(response)) return new Response(response.body, init);
  appendVary(headers, 'Accept-Encoding');
  const encoding = negotiateEncoding(acceptEncoding, RENDERED_ENCODINGS);
  const length = Number(headers.get('content-length') ?? Number.NaN);
  // A known small length is not worth compressing.
  if (!encoding || length < MIN_COMPRESS_BYTES) return new Response(response.body, init);
  headers.set('content-encoding', encoding);
  if (length <= WHOLE_BODY_BYTES) {
    const compressed = compressWhole(encoding, Buffer.from(await response.arrayBuffer()));
    headers.set('content-length', String(compressed.length));
    return new Response(compressed, init);
  }
  headers.delete('content-length');
  const stream = Duplex.toWeb(compressor(encoding)) as ReadableWritablePair<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>;
  return new Response(response.body.pipeThrough(stream), init);
}
