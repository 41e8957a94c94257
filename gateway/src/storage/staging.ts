import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GatewayContext } from '../context.ts';
import { storageRoot } from './paths.ts';

/** The first bytes kept for sniffing: file-type's own sample size. */
const HEAD_BYTES = 4100;

/**
 * Where bytes wait until their catalogue row commits: inside the storage root (one filesystem, so
 * the final rename is atomic) under a name no bucket id can take ('~' is outside storage-api's set).
 */
export function stagingDir(ctx: Pick<GatewayContext, 'dataDir'>): string {
  return path.join(storageRoot(ctx), '~staging');
}

/** `<pid>@<host>~<version>`: start-up cleaning tells its own leftovers from a live neighbour's. */
export function stagedName(version: string, pid = process.pid, host = os.hostname()): string {
  return `${pid}@${host}~${version}`;
}

/** An object version being written: counted, hashed and its head kept while the bytes arrive. */
export class StagedFile {
  size = 0;
  head = Buffer.alloc(0);
  readonly file: string;
  private readonly handle: fs.FileHandle;
  private readonly hash = crypto.createHash('md5');
  private constructor(file: string, handle: fs.FileHandle) {
    this.file = file;
    this.handle = handle;
  }

  static async open(ctx: GatewayContext, version: string): Promise<StagedFile> {
    const dir = stagingDir(ctx);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, stagedName(version));
    return new StagedFile(file, await fs.open(file, 'wx'));
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.hash.update(chunk);
    this.size += chunk.byteLength;
    await this.handle.write(chunk);
  }

  /** Closes the file and answers its ETag (quoted MD5, as S3 and storage-api give it). */
  async finish(): Promise<string> {
    await this.handle.close();
    return `"${this.hash.digest('hex')}"`;
  }

  /** Drops the bytes; safe to call after a failed write, finish or commit. */
  async discard(): Promise<void> {
    await this.handle.close().catch(() => {});
    await discardStaged(this.file);
  }
}

/** Copies stored bytes to a staged file (for object copy) and answers its path. */
export async function stageCopy(ctx: GatewayContext, version: string, source: string): Promise<string> {
  await fs.mkdir(stagingDir(ctx), { recursive: true });
  const file = path.join(stagingDir(ctx), stagedName(version));
  await fs.copyFile(source, file, fs.constants.COPYFILE_EXCL);
  return file;
}

/** Moves staged bytes to where the committed row says they are. */
export async function commitStaged(file: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(file, target);
}

export async function discardStaged(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
