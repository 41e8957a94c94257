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

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** file_size_limit as storage-js sends it: a byte count or a string such as "2MB"; null for none. */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value) : null;
  if (!match) throw storageErrors.invalidRequest('file_size_limit must be a number of bytes or a size like "2MB"');
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
}
