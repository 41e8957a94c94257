// Compression settings of the site; the negotiation itself is core's.
import type { Encoding } from '@rentals/core/encoding';

export { isCompressibleType, negotiateEncoding, type Encoding } from '@rentals/core/encoding';

/**
 * What a page or endpoint rendered per request is sent in: zstd first (the size of brotli 3 at
 * about half its CPU; Chrome and Firefox ask for it; node:zlib has it on the pinned Node 24), then
 * brotli, then gzip. Files of the build stay brotli and gzip, compressed once at the strongest settings.
 */
export const RENDERED_ENCODINGS: readonly Encoding[] = ['zstd', 'br', 'gzip'];

/** File extensions the build precompresses and the static server serves as `.br` / `.gz` when they exist. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** Bodies smaller than this gain nothing worth the CPU (and may grow). */
export const MIN_COMPRESS_BYTES = 1024;
