import type { Readable } from 'node:stream';
import { StartupError } from '@rentals/db/errors';
import { S3Bucket, type S3Settings } from './s3Bucket.ts';
import type { ByteWriter, Leftover, ObjectBackend, ObjectHeaders, ObjectRef, StagedWriter, StoredBytes } from './types.ts';

export type { S3Settings } from './s3Bucket.ts';

/** Part keys are their start offset, zero-padded so that names sort as numbers. */
const OFFSET_DIGITS = 16;

/**
 * Bytes in one bucket of an S3-compatible store, shared by every gateway host on the database:
 * `<tenant>/<bucket>/<name>/<version>` for objects (storage-api's layout), and beside them, under
 * names no bucket id can take, `~staging/`, `~resumable/<version>/<offset>` (one object per PATCH,
 * so an upload continues from any host) and `~renders/`.
 */
export class S3Backend implements ObjectBackend {
  readonly kind = 's3';
  private readonly bucket: S3Bucket;
  private readonly settings: S3Settings;
  constructor(settings: S3Settings) {
    this.settings = settings;
    this.bucket = new S3Bucket(settings);
  }

  private keyOf(area: string): string {
    return `${this.settings.prefix}/${area}`;
  }

  private objectKey(ref: ObjectRef): string {
    return this.keyOf(`${ref.bucket}/${ref.key}/${ref.version}`);
  }

  private stagedKey(name: string): string {
    return this.keyOf(`~staging/${name}`);
  }

  private partsPrefix(version: string): string {
    return this.keyOf(`~resumable/${version}/`);
  }

  /** The parts that follow each other from offset 0; a part that does not (a PATCH that lost a race) is left out. */
  private async parts(version: string): Promise<{ key: string; size: number }[]> {
    const found: { key: string; start: number; size: number }[] = [];
    for await (const { key, size } of this.bucket.list(this.partsPrefix(version))) {
      found.push({ key, size, start: Number(key.slice(key.lastIndexOf('/') + 1)) });
    }
    found.sort((a, b) => a.start - b.start);
    const chain: { key: string; size: number }[] = [];
    let offset = 0;
    for (const part of found) {
      if (part.start !== offset) continue;
      chain.push(part);
      offset += part.size;
    }
    return chain;
  }

  async check(): Promise<void> {
    const where = this.settings.endpoint ?? `AWS S3 (${this.settings.region})`;
    const bucket = this.bucket.name;
    try {
      await this.bucket.reach();
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) throw new StartupError(`The storage bucket '${bucket}' (GLOBAL_S3_BUCKET) does not exist at ${where}: create it first; the gateway does not create buckets.`);
      if (status === 403 || status === 401) throw new StartupError(`${where} refused access to the storage bucket '${bucket}': check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`);
      throw new StartupError(`Cannot reach the object store at ${where} (GLOBAL_S3_ENDPOINT): ${error instanceof Error ? error.message : String(error)}.`);
    }
  }

  async openStaged(name: string): Promise<StagedWriter> {
    return this.bucket.writer(this.stagedKey(name), name, false);
  }

  async stageCopy(name: string, source: ObjectRef): Promise<void> {
    await this.bucket.copy(this.objectKey(source), this.stagedKey(name));
  }

  async stageParts(name: string, version: string, tap: (chunk: Uint8Array) => void): Promise<void> {
    const staged = await this.openStaged(name);
    try {
      for (const part of await this.parts(version)) {
        const got = await this.bucket.get(part.key);
        if (!got) throw new Error(`the resumable upload ${version} lost its part ${part.key}`);
        for await (const chunk of got.Body as Readable) {
          tap(chunk as Buffer);
          await staged.write(chunk as Buffer);
        }
      }
      await staged.close();
    } catch (error) {
      await staged.abort();
      throw error;
    }
  }

  async commitStaged(name: string, target: ObjectRef, headers?: ObjectHeaders): Promise<void> {
    await this.bucket.copy(this.stagedKey(name), this.objectKey(target), headers ?? {});
    // The object is in place; staged bytes left behind are start-up cleaning's to remove.
    await this.discardStaged(name).catch(() => {});
  }

  async discardStaged(name: string): Promise<void> {
    await this.bucket.remove([this.stagedKey(name)]);
  }

  async listStaged(): Promise<Leftover[]> {
    const prefix = this.stagedKey('');
    const found: Leftover[] = [];
    for await (const { key, modified } of this.bucket.list(prefix)) found.push({ name: key.slice(prefix.length), modified });
    return found;
  }

  async size(ref: ObjectRef): Promise<number | null> {
    return this.bucket.size(this.objectKey(ref));
  }

  async read(ref: ObjectRef, range?: { start: number; end: number }): Promise<StoredBytes | null> {
    const got = await this.bucket.get(this.objectKey(ref), range);
    if (!got) return null;
    const size = range ? Number(/\/(\d+)$/.exec(got.ContentRange ?? '')?.[1]) : got.ContentLength ?? 0;
    return { size, body: got.Body!.transformToWebStream() as ReadableStream<Uint8Array> };
  }

  async move(from: ObjectRef, to: ObjectRef): Promise<void> {
    await this.bucket.copy(this.objectKey(from), this.objectKey(to));
    await this.bucket.remove([this.objectKey(from)]);
  }

  async remove(refs: ObjectRef[]): Promise<void> {
    await this.bucket.remove(refs.map((ref) => this.objectKey(ref)));
  }

  async removeBucket(bucket: string): Promise<void> {
    await this.bucket.remove(await this.bucket.keys(this.keyOf(`${bucket}/`)));
  }

  async createParts(): Promise<void> {
    // An upload without part objects is at offset 0: there is nothing to create.
  }

  async partsSize(version: string): Promise<number> {
    return (await this.parts(version)).reduce((total, part) => total + part.size, 0);
  }

  async appendPart(version: string, start: number): Promise<ByteWriter> {
    return this.bucket.writer(`${this.partsPrefix(version)}${String(start).padStart(OFFSET_DIGITS, '0')}`, version, true);
  }

  async removeParts(version: string): Promise<void> {
    await this.bucket.remove(await this.bucket.keys(this.partsPrefix(version)));
  }

  async listParts(): Promise<Leftover[]> {
    const prefix = this.keyOf('~resumable/');
    const found = new Map<string, number>();
    for await (const { key, modified } of this.bucket.list(prefix)) {
      const version = key.slice(prefix.length).split('/')[0]!;
      found.set(version, Math.max(modified, found.get(version) ?? 0));
    }
    return [...found].map(([name, modified]) => ({ name, modified }));
  }

  async readRender(name: string): Promise<Buffer | null> {
    const got = await this.bucket.get(this.keyOf(`~renders/${name}`));
    return got ? Buffer.from(await got.Body!.transformToByteArray()) : null;
  }

  async writeRender(name: string, bytes: Buffer): Promise<void> {
    await this.bucket.put(this.keyOf(`~renders/${name}`), bytes);
  }

  async list(prefix: string): Promise<string[]> {
    const root = this.keyOf('');
    return (await this.bucket.keys(this.keyOf(prefix))).map((key) => key.slice(root.length)).sort();
  }

  close(): void {
    this.bucket.close();
  }
}
