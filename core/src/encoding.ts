// Which compressed representation a client gets, shared by the site (rendered responses and
// precompressed files) and the API gateway. Brotli is smaller than gzip for text, so it wins
// whenever the client accepts both equally. zstd is offered only where a caller names it (the
// site's pages, compressed as they are sent): there it gives brotli 3's size at half the CPU, so it
// wins a tie too.

export type Encoding = 'zstd' | 'br' | 'gzip';

/** Among codings the client accepts equally, the first of these that is offered. */
const PREFERENCE: readonly Encoding[] = ['zstd', 'br', 'gzip'];

/** What a caller offers unless it names its own: files are precompressed, and the gateway compresses, in these two. */
const BROTLI_AND_GZIP = ['br', 'gzip'] as const;

/** Parses `Accept-Encoding` into q-values by coding name: `br;q=0.5, gzip` → { br: 0.5, gzip: 1 }. */
function qualities(header: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (Number.isFinite(q)) map.set(name, Math.min(Math.max(q, 0), 1));
  }
  return map;
}

/**
 * The best encoding among `available` (brotli and gzip unless given) that the client accepts, or
 * undefined for none (send the plain bytes). `negotiateEncoding('gzip, deflate, br')` → 'br';
 * `negotiateEncoding('br;q=0, gzip')` → 'gzip'; `negotiateEncoding('gzip, br, zstd', ['zstd', 'br'])` → 'zstd'.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): (typeof BROTLI_AND_GZIP)[number] | undefined;
export function negotiateEncoding<E extends Encoding>(acceptEncoding: string | null | undefined, available: readonly E[]): E | undefined;
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[] = BROTLI_AND_GZIP,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = qualities(acceptEncoding);
  const wildcard = q.get('*') ?? 0;
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const value = q.get(encoding) ?? wildcard;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

/** Whether a response of this media type is worth compressing (text-like); images and fonts are already compressed. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  // Server-sent events must reach the client chunk by chunk; a compressor would hold them back.
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/javascript' ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'application/manifest+json' ||
    type === 'image/svg+xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}
