import crypto from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { HOST, isRunning } from './processes.ts';
import { tusErrors } from './tusProtocol.ts';

/**
 * Resumable uploads: what the creation said, the expiry and the request writing each one are rows
 * of private.resumable_uploads; the bytes received so far are the storage backend's parts, whose
 * size is the upload's offset. Nothing lives in a process's memory or on one host's disk, so any
 * gateway worker, on any host sharing the database and the backend, or one started after a crash,
 * carries an upload on.
 */
export interface TusUpload {
  bucket: string;
  key: string;
  version: string;
  length: number;
  upsert: boolean;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** The Upload-Metadata header as sent, echoed by HEAD. */
  rawMetadata: string;
  /** Who created it (role and subject): only they may continue, inspect or end it. */
  creator: { role: string; sub: string | null };
  expiresAt: number;
}

type Ctx = Pick<GatewayContext, 'adminPool' | 'storageBackend'>;

/** A lock not refreshed for this long belongs to a request that is gone (its worker died). */
export const LOCK_STALE_MS = 2 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createUpload(ctx: Ctx, upload: TusUpload): Promise<void> {
  await ctx.storageBackend.createParts(upload.version);
  try {
    await ctx.adminPool.query(
      `insert into private.resumable_uploads (version, bucket_id, name, length, upsert, content_type, cache_control,
         user_metadata, raw_metadata, creator_role, creator_sub, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [upload.version, upload.bucket, upload.key, upload.length, upload.upsert, upload.contentType, upload.cacheControl,
        upload.userMetadata, upload.rawMetadata, upload.creator.role, upload.creator.sub, new Date(upload.expiresAt)],
    );
  } catch (error) {
    await ctx.storageBackend.removeParts(upload.version);
    throw error;
  }
}

interface UploadRow {
  bucket_id: string;
  name: string;
  length: string;
  upsert: boolean;
  content_type: string;
  cache_control: string;
  user_metadata: Record<string, unknown> | null;
  raw_metadata: string;
  creator_role: string;
  creator_sub: string | null;
  expires_at: Date;
}

export async function readUpload(ctx: Ctx, version: string): Promise<TusUpload | null> {
  if (!UUID.test(version)) return null;
  const { rows } = await ctx.adminPool.query<UploadRow>(
    `select bucket_id, name, length, upsert, content_type, cache_control, user_metadata, raw_metadata, creator_role,
            creator_sub::text, expires_at
     from private.resumable_uploads where version = $1`,
    [version],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    bucket: row.bucket_id, key: row.name, version, length: Number(row.length), upsert: row.upsert,
    contentType: row.content_type, cacheControl: row.cache_control, userMetadata: row.user_metadata,
    rawMetadata: row.raw_metadata, creator: { role: row.creator_role, sub: row.creator_sub }, expiresAt: row.expires_at.getTime(),
  };
}

/** The offset: how many bytes have arrived and are kept. */
export async function uploadOffset(ctx: Ctx, version: string): Promise<number> {
  const size = await ctx.storageBackend.partsSize(version);
  if (size === null) throw tusErrors.notFound();
  return size;
}

/** Forgets an upload: its row first, so a half-removed one is never taken for live (start-up cleaning removes stray parts). */
export async function removeUpload(ctx: Ctx, version: string): Promise<void> {
  await ctx.adminPool.query('delete from private.resumable_uploads where version = $1', [version]);
  await ctx.storageBackend.removeParts(version);
}

/** Removes uploads past their expiry that no request is writing to. */
export async function sweepExpired(ctx: Ctx, now = Date.now()): Promise<void> {
  const { rows } = await ctx.adminPool.query<{ version: string }>(
    'select version::text from private.resumable_uploads where expires_at <= $1',
    [new Date(now)],
  );
  for (const { version } of rows) {
    const lock = await takeLock(ctx, version).catch(() => null);
    if (!lock) continue;
    await removeUpload(ctx, version);
    await lock.release();
  }
}

/** Tokens of the locks this process holds, so a holder naming our own pid is told from an earlier life's. */
const held = new Set<string>();

/** Whether a `<pid>@<host>#<token>` holder is a request that cannot be running any more. */
function abandoned(holder: string): boolean {
  const match = /^(\d+)@(.*)#([^#]+)$/.exec(holder);
  if (!match || match[2] !== HOST) return false;
  const pid = Number(match[1]);
  return pid === process.pid ? !held.has(match[3]!) : !isRunning(pid);
}

export interface UploadLock {
  /** Marks the lock alive (a long PATCH calls it as bytes arrive). */
  touch(): Promise<void>;
  release(): Promise<void>;
}

/**
 * One request at a time per upload, across workers and hosts sharing the database: the upload's
 * row names its holder, `<pid>@<host>#<token>`. A lock whose process is gone (on this host), or
 * untouched for LOCK_STALE_MS, is taken over, by compare-and-set on the holder so that two takers
 * never both win. Answers null while another live request holds it; 404 when the upload is gone.
 */
export async function takeLock(ctx: Ctx, version: string): Promise<UploadLock | null> {
  const { rows } = await ctx.adminPool.query<{ lock_holder: string | null; stale: boolean }>(
    `select lock_holder, lock_touched_at < now() - make_interval(secs => $2) as stale
     from private.resumable_uploads where version = $1`,
    [version, LOCK_STALE_MS / 1000],
  );
  const row = rows[0];
  if (!row) throw tusErrors.notFound();
  if (row.lock_holder !== null && !row.stale && !abandoned(row.lock_holder)) return null;
  const token = crypto.randomUUID();
  const holder = `${process.pid}@${HOST}#${token}`;
  // Held from before the compare-and-set commits: another request of this process that reads the
  // new holder meanwhile must not take it for an earlier life's and take it over.
  held.add(token);
  const taken = await ctx.adminPool.query(
    `update private.resumable_uploads set lock_holder = $2, lock_touched_at = now()
     where version = $1 and lock_holder is not distinct from $3`,
    [version, holder, row.lock_holder],
  ).catch((error: unknown) => {
    held.delete(token);
    throw error;
  });
  if (!taken.rowCount) {
    held.delete(token);
    return null;
  }
  let touched = Date.now();
  return {
    touch: async () => {
      if (Date.now() - touched < 10_000) return;
      touched = Date.now();
      await ctx.adminPool.query(
        'update private.resumable_uploads set lock_touched_at = now() where version = $1 and lock_holder = $2',
        [version, holder],
      ).catch(() => {});
    },
    release: async () => {
      try {
        await ctx.adminPool.query(
          'update private.resumable_uploads set lock_holder = null, lock_touched_at = null where version = $1 and lock_holder = $2',
          [version, holder],
        );
      } finally {
        held.delete(token);
      }
    },
  };
}
