import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatewayContext } from '../context.ts';
import { objectFile, storageRoot } from './paths.ts';

/** Writes an object version and returns its ETag (quoted MD5, as S3 and storage-api give it). */
export async function writeObjectFile(file: string, bytes: Uint8Array): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
  return `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
}

/** Removes an object version and the folders it leaves empty, up to the bucket's folder. */
export async function removeObjectFile(ctx: GatewayContext, bucket: string, key: string, version: string | null) {
  if (!version) return;
  const file = objectFile(ctx, bucket, key, version);
  await fs.rm(file, { force: true });
  await pruneFolders(ctx, bucket, path.dirname(file));
}

/** Removes `dir` and its parents while they are empty, stopping at the bucket's folder. */
export async function pruneFolders(ctx: GatewayContext, bucket: string, dir: string) {
  const stop = path.join(storageRoot(ctx), bucket);
  for (; dir.startsWith(stop + path.sep); dir = path.dirname(dir)) {
    try {
      await fs.rmdir(dir);
    } catch {
      return; // not empty (other versions or sub-folders): leave it
    }
  }
}
