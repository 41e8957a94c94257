import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatewayContext } from '../context.ts';
import { objectFile, storageRoot } from './paths.ts';

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
