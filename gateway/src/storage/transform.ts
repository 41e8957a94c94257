import { storageErrors } from './errors.ts';

/** storage-api's image transformation options, checked as it checks them. */
export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format?: OutputFormat | 'origin';
}

export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png';

const RESIZE = new Set(['cover', 'contain', 'fill']);
const FORMATS = new Set(['origin', 'webp', 'avif', 'jpeg', 'png']);
const MAX_SIDE = 2500;

function side(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SIDE) throw storageErrors.invalidRequest(`${name} must be an integer from 1 to ${MAX_SIDE}`);
  return n;
}

/** From the query string of /render/image/… or the `transform` object of a signing request. */
export function parseTransform(input: Record<string, unknown>): Transform {
  const width = side(input.width, 'width');
  const height = side(input.height, 'height');
  const resize = input.resize === undefined || input.resize === '' ? 'cover' : String(input.resize);
  if (!RESIZE.has(resize)) throw storageErrors.invalidRequest('resize must be one of cover, contain, fill');
  const quality = input.quality === undefined || input.quality === '' ? 80 : Number(input.quality);
  if (!Number.isInteger(quality) || quality < 20 || quality > 100) throw storageErrors.invalidRequest('quality must be an integer from 20 to 100');
  const format = input.format === undefined || input.format === '' ? undefined : String(input.format);
  if (format !== undefined && !FORMATS.has(format)) throw storageErrors.invalidRequest('format must be one of origin, webp, avif, jpeg, png');
  return { width, height, resize: resize as Transform['resize'], quality, format: format as Transform['format'] };
}

const SOURCE_FORMATS: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'png',
};

/** The formats sharp reads here: the raster types the property-images bucket accepts. */
export const isRenderable = (mimetype: string | undefined): boolean => Boolean(mimetype && mimetype in SOURCE_FORMATS);

/**
 * The output format: the one asked for; `origin` keeps the source's (GIF becomes PNG, one frame);
 * none asked for gives WebP to clients that accept it (every current browser), as storage-api does.
 */
export function outputFormat(transform: Transform, mimetype: string, accept: string | undefined): OutputFormat {
  const origin = SOURCE_FORMATS[mimetype] ?? 'png';
  if (transform.format === 'origin') return origin;
  if (transform.format) return transform.format;
  return /image\/webp/i.test(accept ?? '') ? 'webp' : origin;
}
