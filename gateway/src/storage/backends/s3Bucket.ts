import {
  CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, type GetObjectCommandOutput, HeadBucketCommand, HeadObjectCommand,
  ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { S3Writer } from './s3Writer.ts';
import type { ObjectHeaders } from './types.ts';

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

/** The S3 calls the backend makes, on one bucket, with a missing key answered as null. */
export class S3Bucket {
  readonly name: string;
  private readonly client: S3Client;
  constructor(settings: S3Settings) {
    this.name = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      requestHandler: { connectionTimeout: 5000 },
    });
  }

  /** Resolves when the bucket exists and lets these keys in; else throws with the HTTP status in `$metadata`. */
  async reach(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.name }));
  }

  async *list(prefix: string): AsyncGenerator<{ key: string; size: number; modified: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, ContinuationToken: token }));
      for (const entry of page.Contents ?? []) {
        if (entry.Key) yield { key: entry.Key, size: entry.Size ?? 0, modified: entry.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async keys(prefix: string): Promise<string[]> {
    const found: string[] = [];
    for await (const { key } of this.list(prefix)) found.push(key);
    return found;
  }

  async remove(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const { Errors } = await this.client.send(new DeleteObjectsCommand({ Bucket: this.name, Delete: { Objects: batch, Quiet: true } }));
      if (Errors?.length) throw new Error(`S3 could not delete ${Errors.length} objects: ${Errors[0]?.Code} ${Errors[0]?.Message}`);
    }
  }

  /** A server-side copy; with `headers`, the copy is served with them instead of the source's. */
  async copy(from: string, to: string, headers?: ObjectHeaders): Promise<void> {
    await this.client.send(new CopyObjectCommand({
      Bucket: this.name,
      CopySource: `${this.name}/${encodeKey(from)}`,
      Key: to,
      ...(headers ? { MetadataDirective: 'REPLACE', ContentType: headers.contentType, CacheControl: headers.cacheControl } : {}),
    }));
  }

  async get(key: string, range?: { start: number; end: number }): Promise<GetObjectCommandOutput | null> {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.name, Key: key, Body: bytes }));
  }

  writer(key: string, name: string, lazy: boolean): S3Writer {
    return new S3Writer(this.client, this.name, key, name, lazy);
  }

  close(): void {
    this.client.destroy();
  }
}
