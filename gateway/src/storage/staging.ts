import type { GatewayContext } from '../context.ts';
import type { StagedWriter } from './backends/types.ts';
import { ByteDigest } from './digest.ts';
import { HOST } from './processes.ts';

/** `<pid>@<host>~<version>`: start-up cleaning tells its own leftovers from a live neighbour's. */
export function stagedName(version: string, pid = process.pid, host = HOST): string {
  return `${pid}@${host}~${version}`;
}

/**
 * An object version being written to the backend's staging area (where its bytes wait until their
 * catalogue row commits): counted, hashed and its head kept while the bytes arrive.
 */
export class StagedFile {
  private readonly digest = new ByteDigest();
  private readonly writer: StagedWriter;
  private constructor(writer: StagedWriter) {
    this.writer = writer;
  }

  static async open(ctx: Pick<GatewayContext, 'storageBackend'>, version: string): Promise<StagedFile> {
    return new StagedFile(await ctx.storageBackend.openStaged(stagedName(version)));
  }

  /** The staged name, for recordObject. */
  get name(): string {
    return this.writer.name;
  }

  get size(): number {
    return this.digest.size;
  }

  get head(): Buffer {
    return this.digest.head;
  }

  async write(chunk: Uint8Array): Promise<void> {
    this.digest.update(chunk);
    await this.writer.write(chunk);
  }

  /** Closes the bytes and answers their ETag (quoted MD5, as S3 and storage-api give it). */
  async finish(): Promise<string> {
    await this.writer.close();
    return this.digest.eTag();
  }

  /** Drops the bytes; safe to call after a failed write, finish or commit. */
  async discard(): Promise<void> {
    await this.writer.abort();
  }
}
