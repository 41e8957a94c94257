import { storageErrors } from './errors.ts';

/** storage-api's image transformation options, checked as it checks them. */
export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  /** As asked; DEFAULT_QUALITY when absent. */
  quality?: number;
  format?: OutputFormat | 'origin';
}

export const DEFAULT_QUALITY = 80;

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
  const quality = input.quality === undefined || input.quality === '' ? undefined : Number(input.quality);
  if (quality !== undefined && (!Number.isInteger(quality) || quality < 20 || quality > 100)) {
    throw storageErrors.invalidRequest('quality must be an integer from 20 to 100');
  }
  const format = input.format === undefined || input.format === '' ? undefined : String(input.format);
  if (format !== undefined && !FORMATS.has(format)) throw storageErrors.invalidRequest('format must be one of origin, webp, avif, jpeg, png');
  return { width, height, resize: resize as Transform['resize'], quality, format: format as Transform['format'] };
}

const SOURCE_FORMATS: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg', 'image/png': 'png', 'image/apng': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'png',
};

/** The formats sharp reads here, as the bytes show them: the raster types the property-images bucket accepts. */
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

const RESIZING_TYPES: Record<Transform['resize'], string> = { cover: 'fill', contain: 'fit', fill: 'force' };

/**
 * The X-Transformations header of a render, storage-api's list of what was asked in imgproxy's
 * words: `height:200,width:200,resizing_type:fill,quality:60`. Empty when nothing was asked.
 */
export function transformationsHeader(transform: Transform): string {
  const parts: string[] = [];
  if (transform.height) parts.push(`height:${transform.height}`);
  if (transform.width) parts.push(`width:${transform.width}`);
  if (transform.width || transform.height) parts.push(`resizing_type:${RESIZING_TYPES[transform.resize]}`);
  if (transform.quality) parts.push(`quality:${transform.quality}`);
  if (transform.format && transform.format !== 'origin') parts.push(`format:${transform.format}`);
  return parts.join(',');
}
