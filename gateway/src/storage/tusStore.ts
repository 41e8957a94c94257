import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GatewayContext } from '../context.ts';
import { storageRoot } from './paths.ts';

/**
 * Resumable uploads kept on disk under the storage root (so a finished upload is renamed into place
 * on the same filesystem): `<version>.json` holds what the creation said, `<version>.part` the bytes
 * received so far, whose size is the upload's offset. Nothing lives in a process's memory, so any
 * gateway worker, or one started after a crash, carries an upload on.
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

/** A lock not refreshed for this long belongs to a request that is gone (its worker died). */
export const LOCK_STALE_MS = 2 * 60 * 1000;

export function tusDir(ctx: Pick<GatewayContext, 'dataDir'>): string {
  return path.join(storageRoot(ctx), '~resumable');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fileOf(ctx: Pick<GatewayContext, 'dataDir'>, version: string, ext: 'json' | 'part' | 'lock'): string {
  if (!UUID.test(version)) throw new Error('not an upload version');
  return path.join(tusDir(ctx), `${version}.${ext}`);
}

export const partFile = (ctx: Pick<GatewayContext, 'dataDir'>, version: string) => fileOf(ctx, version, 'part');

export async function createUpload(ctx: GatewayContext, upload: TusUpload): Promise<void> {
  await fs.mkdir(tusDir(ctx), { recursive: true });
  await (await fs.open(partFile(ctx, upload.version), 'wx')).close();
  const info = fileOf(ctx, upload.version, 'json');
  await fs.writeFile(`${info}.tmp`, JSON.stringify(upload));
  await fs.rename(`${info}.tmp`, info);
}

export async function readUpload(ctx: GatewayContext, version: string): Promise<TusUpload | null> {
  if (!UUID.test(version)) return null;
  try {
    return JSON.parse(await fs.readFile(fileOf(ctx, version, 'json'), 'utf8')) as TusUpload;
  } catch {
    return null;
  }
}

/** The offset: how many bytes have arrived and are on disk; null once the upload is finished or removed. */
export async function uploadOffset(ctx: GatewayContext, version: string): Promise<number | null> {
  try {
    return (await fs.stat(partFile(ctx, version))).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Forgets an upload: its description first, so a half-removed one is never taken for live. The
 * caller holds the upload's lock and releases it afterwards: a request that read the description
 * just before waits for that lock, then finds the upload gone.
 */
export async function removeUpload(ctx: GatewayContext, version: string): Promise<void> {
  await fs.rm(fileOf(ctx, version, 'json'), { force: true });
  await fs.rm(partFile(ctx, version), { force: true });
}

/** Removes uploads past their expiry that no request is writing to, and locks their holders left behind. */
export async function sweepExpired(ctx: GatewayContext, now = Date.now()): Promise<void> {
  const names = await fs.readdir(tusDir(ctx)).catch(() => [] as string[]);
  for (const name of names) {
    if (name.endsWith('.lock') && !names.includes(`${name.slice(0, -5)}.json`)) {
      const file = path.join(tusDir(ctx), name);
      if (await stale(file, now)) await fs.rm(file, { force: true });
      continue;
    }
    const version = name.endsWith('.json') ? name.slice(0, -5) : null;
    if (!version || !UUID.test(version)) continue;
    const upload = await readUpload(ctx, version);
    if (!upload || upload.expiresAt > now) continue;
    const lock = await takeLock(ctx, version);
    if (!lock) continue;
    await removeUpload(ctx, version);
    await lock.release();
  }
}

/** Locks this process holds, so a lock file naming our own pid is told from one left by an earlier life. */
const held = new Set<string>();

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `claimed`: the caller has just claimed `file` in `held` itself, so the claim says nothing of the file. */
async function stale(file: string, now: number, claimed = false): Promise<boolean> {
  const [text, stat] = await Promise.all([fs.readFile(file, 'utf8').catch(() => ''), fs.stat(file).catch(() => null)]);
  if (!stat) return true;
  const match = /^(\d+)@(.*)$/.exec(text);
  if (match && match[2] === os.hostname()) {
    const pid = Number(match[1]);
    if (pid === process.pid) return claimed || !held.has(file);
    if (!running(pid)) return true;
  }
  return now - stat.mtimeMs > LOCK_STALE_MS;
}

export interface UploadLock {
  /** Marks the lock alive (a long PATCH calls it as bytes arrive). */
  touch(): Promise<void>;
  release(): Promise<void>;
}

/**
 * One request at a time per upload, across workers and hosts sharing DATA_DIR: a lock file made
 * with O_EXCL naming `<pid>@<host>`. A lock whose process is gone, or untouched for LOCK_STALE_MS,
 * is taken over. Answers null while another live request holds it.
 */
export async function takeLock(ctx: GatewayContext, version: string): Promise<UploadLock | null> {
  const file = fileOf(ctx, version, 'lock');
  // Claimed in this process before the file exists, so a request of our own never sees the file
  // without the claim and takes it for one left by an earlier life.
  if (held.has(file)) return null;
  held.add(file);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(file, `${process.pid}@${os.hostname()}`, { flag: 'wx' });
      let touched = Date.now();
      return {
        touch: async () => {
          if (Date.now() - touched < 10_000) return;
          touched = Date.now();
          const now = new Date();
          await fs.utimes(file, now, now).catch(() => {});
        },
        release: async () => {
          held.delete(file);
          await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        held.delete(file);
        throw error;
      }
      if (!(await stale(file, Date.now(), true))) break;
      await fs.rm(file, { force: true });
    }
  }
  held.delete(file);
  return null;
}
