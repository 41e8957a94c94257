import type { Readable } from 'node:stream';
import {
  CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command,
  PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { StartupError } from '@rentals/db/errors';
import { S3Writer } from './s3Writer.ts';
import type { ByteWriter, Leftover, ObjectBackend, ObjectHeaders, ObjectRef, StagedWriter, StoredBytes } from './types.ts';

/** storage-api's S3 settings (GLOBAL_S3_BUCKET, GLOBAL_S3_ENDPOINT, …); see settings.ts. */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** TENANT_ID: every key starts with it, as storage-api lays out a bucket (`<tenant>/<bucket>/<name>/<version>`). */
  prefix: string;
}

/** S3's most keys per DeleteObjects request. */
const DELETE_BATCH = 1000;
/** Part keys are their start offset, zero-padded so that names sort as numbers. */
const OFFSET_DIGITS = 16;

const missing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/**
 * A key as CopySource wants it: URL-encoded segment by segment, the slashes kept. Characters RFC
 * 3986 allows in a path segment (@ : , ; = & $) stay as they are, since some S3-compatible servers
 * decode CopySource with decodeURI, which leaves their escapes in place; '+' and '?' stay encoded
 * (S3 would read a space and the start of a version id).
 */
const encodeKey = (key: string) =>
  key.split('/').map((segment) => encodeURIComponent(segment).replace(/%(40|3A|2C|3B|3D|26|24)/g, (escape) => decodeURIComponent(escape))).join('/');

/**
 * Bytes in one bucket of an S3-compatible store, shared by every gateway host on the database:
 * `<tenant>/<bucket>/<name>/<version>` for objects (storage-api's layout), and beside them, under
 * names no bucket id can take, `~staging/`, `~resumable/<version>/<offset>` (one object per PATCH,
 * so an upload continues from any host) and `~renders/`.
 */
export class S3Backend implements ObjectBackend {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly settings: S3Settings;
  constructor(settings: S3Settings) {
    this.settings = settings;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      requestHandler: { connectionTimeout: 5000 },
    });
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

  private async *listKeys(prefix: string): AsyncGenerator<{ key: string; size: number; modified: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const entry of page.Contents ?? []) {
        if (entry.Key) yield { key: entry.Key, size: entry.Size ?? 0, modified: entry.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const { Errors } = await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch, Quiet: true } }));
      if (Errors?.length) throw new Error(`S3 could not delete ${Errors.length} objects: ${Errors[0]?.Code} ${Errors[0]?.Message}`);
    }
  }

  private async copy(from: string, to: string, headers?: ObjectHeaders): Promise<void> {
    await this.client.send(new CopyObjectCommand({
      Bucket: this.settings.bucket,
      CopySource: `${this.settings.bucket}/${encodeKey(from)}`,
      Key: to,
      ...(headers ? { MetadataDirective: 'REPLACE', ContentType: headers.contentType, CacheControl: headers.cacheControl } : {}),
    }));
  }

  /** The parts that follow each other from offset 0; a part that does not (a PATCH that lost a race) is left out. */
  private async parts(version: string): Promise<{ key: string; size: number }[]> {
    const found: { key: string; start: number; size: number }[] = [];
    for await (const { key, size } of this.listKeys(this.partsPrefix(version))) {
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
    const { bucket, endpoint } = this.settings;
    const where = endpoint ?? `AWS S3 (${this.settings.region})`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) throw new StartupError(`The storage bucket '${bucket}' (GLOBAL_S3_BUCKET) does not exist at ${where}: create it first; the gateway does not create buckets.`);
      if (status === 403 || status === 401) throw new StartupError(`${where} refused access to the storage bucket '${bucket}': check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`);
      throw new StartupError(`Cannot reach the object store at ${where} (GLOBAL_S3_ENDPOINT): ${error instanceof Error ? error.message : String(error)}.`);
    }
  }

  async openStaged(name: string): Promise<StagedWriter> {
    return new S3Writer(this.client, this.settings.bucket, this.stagedKey(name), name, false);
  }

  async stageCopy(name: string, source: ObjectRef): Promise<void> {
    await this.copy(this.objectKey(source), this.stagedKey(name));
  }

  async stageParts(name: string, version: string, tap: (chunk: Uint8Array) => void): Promise<void> {
    const staged = await this.openStaged(name);
    try {
      for (const part of await this.parts(version)) {
        const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: part.key }));
        for await (const chunk of Body as Readable) {
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
    await this.copy(this.stagedKey(name), this.objectKey(target), headers ?? {});
    // The object is in place; staged bytes left behind are start-up cleaning's to remove.
    await this.discardStaged(name).catch(() => {});
  }

  async discardStaged(name: string): Promise<void> {
    await this.deleteKeys([this.stagedKey(name)]);
  }

  async listStaged(): Promise<Leftover[]> {
    const prefix = this.stagedKey('');
    const found: Leftover[] = [];
    for await (const { key, modified } of this.listKeys(prefix)) found.push({ name: key.slice(prefix.length), modified });
    return found;
  }

  async size(ref: ObjectRef): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(ref) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async read(ref: ObjectRef, range?: { start: number; end: number }): Promise<StoredBytes | null> {
    try {
      const got = await this.client.send(new GetObjectCommand({
        Bucket: this.settings.bucket, Key: this.objectKey(ref), Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }));
      const total = range ? Number(/\/(\d+)$/.exec(got.ContentRange ?? '')?.[1]) : got.ContentLength ?? 0;
      return { size: total, body: got.Body!.transformToWebStream() as ReadableStream<Uint8Array> };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async move(from: ObjectRef, to: ObjectRef): Promise<void> {
    await this.copy(this.objectKey(from), this.objectKey(to));
    await this.deleteKeys([this.objectKey(from)]);
  }

  async remove(refs: ObjectRef[]): Promise<void> {
    await this.deleteKeys(refs.map((ref) => this.objectKey(ref)));
  }

  async removeBucket(bucket: string): Promise<void> {
    const keys: string[] = [];
    for await (const { key } of this.listKeys(this.keyOf(`${bucket}/`))) keys.push(key);
    await this.deleteKeys(keys);
  }

  async createParts(): Promise<void> {
    // An upload without part objects is at offset 0: there is nothing to create.
  }

  async partsSize(version: string): Promise<number> {
    return (await this.parts(version)).reduce((total, part) => total + part.size, 0);
  }

  async appendPart(version: string, start: number): Promise<ByteWriter> {
    const key = `${this.partsPrefix(version)}${String(start).padStart(OFFSET_DIGITS, '0')}`;
    return new S3Writer(this.client, this.settings.bucket, key, version, true);
  }

  async removeParts(version: string): Promise<void> {
    const keys: string[] = [];
    for await (const { key } of this.listKeys(this.partsPrefix(version))) keys.push(key);
    await this.deleteKeys(keys);
  }

  async listParts(): Promise<Leftover[]> {
    const prefix = this.keyOf('~resumable/');
    const found = new Map<string, number>();
    for await (const { key, modified } of this.listKeys(prefix)) {
      const version = key.slice(prefix.length).split('/')[0]!;
      found.set(version, Math.max(modified, found.get(version) ?? 0));
    }
    return [...found].map(([name, modified]) => ({ name, modified }));
  }

  async readRender(name: string): Promise<Buffer | null> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(`~renders/${name}`) }));
      return Buffer.from(await Body!.transformToByteArray());
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async writeRender(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(`~renders/${name}`), Body: bytes }));
  }

  async list(prefix: string): Promise<string[]> {
    const root = this.keyOf('');
    const names: string[] = [];
    for await (const { key } of this.listKeys(this.keyOf(prefix))) names.push(key.slice(root.length));
    return names.sort();
  }

  close(): void {
    this.client.destroy();
  }
}
