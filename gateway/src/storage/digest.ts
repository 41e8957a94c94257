import crypto from 'node:crypto';

/** The first bytes kept for sniffing: file-type's own sample size. */
const HEAD_BYTES = 4100;

/** Counts, hashes and keeps the head of bytes as they pass, for an object's size, ETag and content check. */
export class ByteDigest {
  size = 0;
  head = Buffer.alloc(0);
  private readonly hash = crypto.createHash('md5');

  update(chunk: Uint8Array): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.hash.update(chunk);
    this.size += chunk.byteLength;
  }

  /** The ETag: quoted MD5, as S3 and storage-api give it. Once only. */
  eTag(): string {
    return `"${this.hash.digest('hex')}"`;
  }
}
