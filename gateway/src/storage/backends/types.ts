/**
 * Where object bytes live, behind one interface (storage-api's StorageBackendAdapter, in our
 * shape): `file`, a folder under DATA_DIR, or `s3`, one bucket of an S3-compatible store. The
 * catalogue (storage.objects) and resumable uploads' state stay in PostgreSQL; a backend only keeps
 * bytes, in four areas: committed object versions, staged bytes waiting for their row, parts of
 * resumable uploads, and rendered images.
 */
export type BackendKind = 'file' | 's3';

/** One stored version of an object: a catalogue row's bucket_id, name and version. */
export interface ObjectRef {
  bucket: string;
  key: string;
  version: string;
}

/** What a stored object is served with, when the store keeps it beside the bytes (S3 does). */
export interface ObjectHeaders {
  contentType?: string;
  cacheControl?: string;
}

/** Bytes being written; nothing reads them until they are closed (and, when staged, committed). */
export interface ByteWriter {
  write(chunk: Uint8Array): Promise<void>;
  /** All bytes are written and kept once this resolves. */
  close(): Promise<void>;
  /** Drops what was written; safe after a failed write or close. */
  abort(): Promise<void>;
}

export interface StagedWriter extends ByteWriter {
  readonly name: string;
}

export interface StoredBytes {
  /** The whole object's size, whatever range was read. */
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** A name in an area that start-up cleaning looks at, and when it was last written (ms). */
export interface Leftover {
  name: string;
  modified: number;
}

export interface ObjectBackend {
  readonly kind: BackendKind;
  /** Throws a sentence when the store cannot be used (the bucket is missing, the key refused). */
  check(): Promise<void>;

  /** Opens staged bytes under `name` (staging.ts names them); `commitStaged` moves them into place once the row commits. */
  openStaged(name: string): Promise<StagedWriter>;
  /** Stages a copy of a stored version (object copy). */
  stageCopy(name: string, source: ObjectRef): Promise<void>;
  /** Moves a resumable upload's parts, in order, to staged bytes, showing each chunk to `tap`. */
  stageParts(name: string, version: string, tap: (chunk: Uint8Array) => void): Promise<void>;
  commitStaged(name: string, target: ObjectRef, headers?: ObjectHeaders): Promise<void>;
  discardStaged(name: string): Promise<void>;
  listStaged(): Promise<Leftover[]>;

  /** The stored size of a version, or null when its bytes are not there. */
  size(ref: ObjectRef): Promise<number | null>;
  /** A version's bytes, whole or `start`..`end` (inclusive, within the object); null when missing. */
  read(ref: ObjectRef, range?: { start: number; end: number }): Promise<StoredBytes | null>;
  move(from: ObjectRef, to: ObjectRef): Promise<void>;
  /** Removes versions; missing ones are no error. */
  remove(refs: ObjectRef[]): Promise<void>;
  /** Removes every byte kept for a bucket's objects. */
  removeBucket(bucket: string): Promise<void>;

  /** A resumable upload's parts: appended at the upload's offset, which is their total size. */
  createParts(version: string): Promise<void>;
  /** Bytes received so far; null when the parts are gone (a file backend's part file removed). */
  partsSize(version: string): Promise<number | null>;
  appendPart(version: string, start: number): Promise<ByteWriter>;
  removeParts(version: string): Promise<void>;
  listParts(): Promise<Leftover[]>;

  /** Rendered images, by a name that says what they are a rendering of (`<bucket>/<hash>.<format>`). */
  readRender(name: string): Promise<Buffer | null>;
  writeRender(name: string, bytes: Buffer): Promise<void>;

  /** Every kept name below `prefix` (`<bucket>/<key>/<version>`, `~staging/…`), for cleaning and tests. */
  list(prefix: string): Promise<string[]>;

  /** Lets go of connections to the store. */
  close(): void;
}
