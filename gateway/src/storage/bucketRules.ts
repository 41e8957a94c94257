import type { GatewayContext } from '../context.ts';
import type { StorageConfig } from './config.ts';
import { storageErrors } from './errors.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** Reads a bucket's settings (bucket rows are readable by every role). */
export async function findBucket(ctx: GatewayContext, id: string): Promise<BucketRow> {
  const { rows } = await ctx.adminPool.query<BucketRow>('select * from storage.buckets where id = $1', [id]);
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return rows[0];
}

/** The most an upload to `bucket` may weigh: its own limit, within the server's. */
export function sizeLimit(bucket: BucketRow, config: StorageConfig): number {
  const own = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  return Math.min(own, config.fileSizeLimit);
}

/** allowed_mime_types with storage-api's matching: exact types or `type/*` wildcards; parameters ignored. */
export function checkMimeType(bucket: BucketRow, mimetype: string): void {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = (mimetype.split(';')[0] ?? '').trim().toLowerCase().split('/');
  const ok = allowed.some((pattern) => {
    const [allowedType, allowedSubtype] = pattern.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw storageErrors.invalidMimeType(mimetype);
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

function invalidSize(): Error {
  return storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
}

/**
 * file_size_limit as storage-api reads it (parseFileSizeToBytes, behind its body schema): a byte
 * count, as a number or a string of digits, or an amount with a unit B, KB, MB or GB, decimal
 * (20MB is 20,000,000 bytes) and rounded to 3 significant digits first (1.2345MB is 1,230,000).
 * An amount that is not a whole number of bytes (0.5B) is refused. Null or absent: no limit.
 */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value >= 0) return value;
    throw invalidSize();
  }
  if (typeof value !== 'string') throw invalidSize();
  if (/^\d{1,15}$/.test(value)) return Number(value);
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw invalidSize();
  const bytes = Number(Number.parseFloat(match[1]!).toPrecision(3)) * UNITS[match[2]!.toLowerCase()]!;
  // The product of a decimal fraction and a power of ten can be a hair off the whole number it means.
  const whole = Math.round(bytes);
  if (!Number.isSafeInteger(whole) || Math.abs(bytes - whole) > 1e-6) throw invalidSize();
  return whole;
}
