// Build-time compression settings of the site; the negotiation itself is core's.
export { isCompressibleType, negotiateEncoding, type Encoding } from '@rentals/core/encoding';

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
