// Compresses a rendered response on the fly. Files of the build are compressed once at build time
// (src/server/precompress.ts); this is for pages and endpoints rendered per request.
import { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import {
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  type Encoding,
} from './encoding.ts';

// Speed over the last few percent: quality 11 (brotli's default) costs tens of milliseconds per
// page, quality 5 a millisecond or two and still beats gzip.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
const UNCOMPRESSIBLE_STATUS = new Set([204, 206, 304]);

function compressor(encoding: Encoding): Duplex {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        },
      })
    : zlib.createGzip({ level: GZIP_LEVEL });
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
export function compressResponse(response: Response, acceptEncoding: string | null): Response {
  const headers = new Headers(response.headers);
  let body = response.body;
  if (body && compressible(response)) {
    appendVary(headers, 'Accept-Encoding');
    const encoding = negotiateEncoding(acceptEncoding);
    // Rendered pages stream without a length; a known small length is not worth compressing.
    const tooSmall = Number(headers.get('content-length') ?? Number.NaN) < MIN_COMPRESS_BYTES;
    if (encoding && !tooSmall) {
      headers.delete('content-length');
      headers.set('content-encoding', encoding);
      body = body.pipeThrough(
        Duplex.toWeb(compressor(encoding)) as ReadableWritablePair<
          Uint8Array<ArrayBuffer>,
          Uint8Array<ArrayBuffer>
        >,
      );
    }
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
