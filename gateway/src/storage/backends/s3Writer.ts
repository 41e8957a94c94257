import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StagedWriter } from './types.ts';

/**
 * S3's smallest multipart part. One upload holds at most this much in memory (queueSize 1): a body
 * that fits is sent with one PutObject, a longer one in parts of this size, never whole.
 */
export const PART_SIZE = 5 * 1024 * 1024;

/**
 * Streams written chunks to one S3 key through lib-storage's Upload, with backpressure: a write
 * waits while the part being filled is full. Nothing appears under the key until `close`: a single
 * PutObject and a completed multipart upload are both atomic. `lazy`: no object at all unless a
 * byte was written (a resumable PATCH with an empty body adds no part).
 */
export class S3Writer implements StagedWriter {
  readonly name: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly key: string;
  private body: PassThrough | null = null;
  private upload: Upload | null = null;
  private done: Promise<unknown> = Promise.resolve();

  constructor(client: S3Client, bucket: string, key: string, name: string, lazy: boolean) {
    this.client = client;
    this.bucket = bucket;
    this.key = key;
    this.name = name;
    if (!lazy) this.begin();
  }

  private begin(): PassThrough {
    const body = new PassThrough();
    this.body = body;
    this.upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: this.key, Body: body }, partSize: PART_SIZE, queueSize: 1 });
    this.done = this.upload.done();
    // Observed by write and close; a failure nobody waits for must not end the process.
    this.done.catch(() => {});
    return body;
  }

  async write(chunk: Uint8Array): Promise<void> {
    const body = this.body ?? this.begin();
    // A failed upload never drains: its error ends the wait instead.
    if (!body.write(chunk)) await Promise.race([once(body, 'drain'), this.done]);
  }

  async close(): Promise<void> {
    if (!this.body) return;
    this.body.end();
    await this.done;
  }

  async abort(): Promise<void> {
    if (!this.upload) return;
    await this.upload.abort().catch(() => {});
    this.body?.destroy();
    await this.done.catch(() => {});
    // The upload may have completed before the abort reached it.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key })).catch(() => {});
  }
}
