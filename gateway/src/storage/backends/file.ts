import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { storageErrors } from '../errors.ts';
import { FileWriter } from './fileWriter.ts';
import type { ByteWriter, Leftover, ObjectBackend, ObjectRef, StagedWriter, StoredBytes } from './types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Areas beside the buckets, under names no bucket id can take ('~' is outside storage-api's set).
const STAGING = '~staging';
const RESUMABLE = '~resumable';
const RENDERS = '~renders';

const webStream = (stream: Readable) => Readable.toWeb(stream) as ReadableStream<Uint8Array>;
const empty = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

async function modified(file: string): Promise<number | null> {
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? stat.mtimeMs : null;
}

/**
 * Bytes in a folder (DATA_DIR/storage): `<bucket>/<name>/<version>`, so that an upsert writes the
 * new bytes before the row switches to them and "a" and "a/b" both exist. Staged bytes sit in the
 * same filesystem, so putting them in place is an atomic rename. Several hosts may share the folder.
 */
export class FileBackend implements ObjectBackend {
  readonly kind = 'file';
  readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  /** Where an object version's bytes live; a key that would leave the root is refused. */
  objectFile(ref: ObjectRef): string {
    const file = path.join(this.root, ref.bucket, ...ref.key.split('/'), ref.version);
    if (!file.startsWith(this.root + path.sep)) throw storageErrors.invalidKey(ref.key);
    return file;
  }

  private staged(name: string): string {
    return path.join(this.root, STAGING, path.basename(name));
  }

  private partFile(version: string, ext = 'part'): string {
    if (!UUID.test(version)) throw new Error('not an upload version');
    return path.join(this.root, RESUMABLE, `${version}.${ext}`);
  }

  /** Removes `dir` and its parents while they are empty, stopping at the bucket's folder. */
  private async pruneFolders(bucket: string, dir: string): Promise<void> {
    const stop = path.join(this.root, bucket);
    for (; dir.startsWith(stop + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir);
      } catch {
        return; // not empty (other versions or sub-folders): leave it
      }
    }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
  }

  async openStaged(name: string): Promise<StagedWriter> {
    await fs.mkdir(path.join(this.root, STAGING), { recursive: true });
    const file = this.staged(name);
    return new FileWriter(name, await fs.open(file, 'wx'), 0, () => fs.rm(file, { force: true }));
  }

  async stageCopy(name: string, source: ObjectRef): Promise<void> {
    await fs.mkdir(path.join(this.root, STAGING), { recursive: true });
    await fs.copyFile(this.objectFile(source), this.staged(name), fs.constants.COPYFILE_EXCL);
  }

  async stageParts(name: string, version: string, tap: (chunk: Uint8Array) => void): Promise<void> {
    await fs.mkdir(path.join(this.root, STAGING), { recursive: true });
    await fs.rename(this.partFile(version), this.staged(name));
    for await (const chunk of createReadStream(this.staged(name))) tap(chunk as Buffer);
  }

  async commitStaged(name: string, target: ObjectRef): Promise<void> {
    const file = this.objectFile(target);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.rename(this.staged(name), file);
  }

  async discardStaged(name: string): Promise<void> {
    await fs.rm(this.staged(name), { force: true });
  }

  async listStaged(): Promise<Leftover[]> {
    const names = await fs.readdir(path.join(this.root, STAGING)).catch(() => [] as string[]);
    const found: Leftover[] = [];
    for (const name of names) {
      const when = await modified(this.staged(name));
      if (when !== null) found.push({ name, modified: when });
    }
    return found;
  }

  async size(ref: ObjectRef): Promise<number | null> {
    const stat = await fs.stat(this.objectFile(ref)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  async read(ref: ObjectRef, range?: { start: number; end: number }): Promise<StoredBytes | null> {
    const size = await this.size(ref);
    if (size === null) return null;
    if (size === 0) return { size, body: empty() };
    return { size, body: webStream(createReadStream(this.objectFile(ref), range ?? { start: 0, end: size - 1 })) };
  }

  async move(from: ObjectRef, to: ObjectRef): Promise<void> {
    const target = this.objectFile(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.objectFile(from), target);
    await this.pruneFolders(from.bucket, path.dirname(this.objectFile(from)));
  }

  async remove(refs: ObjectRef[]): Promise<void> {
    for (const ref of refs) {
      const file = this.objectFile(ref);
      await fs.rm(file, { force: true });
      await this.pruneFolders(ref.bucket, path.dirname(file));
    }
  }

  async removeBucket(bucket: string): Promise<void> {
    await fs.rm(path.join(this.root, bucket), { recursive: true, force: true });
  }

  async createParts(version: string): Promise<void> {
    await fs.mkdir(path.join(this.root, RESUMABLE), { recursive: true });
    await (await fs.open(this.partFile(version), 'wx')).close();
  }

  async partsSize(version: string): Promise<number | null> {
    const stat = await fs.stat(this.partFile(version)).catch(() => null);
    return stat ? stat.size : null;
  }

  async appendPart(version: string, start: number): Promise<ByteWriter> {
    return new FileWriter(version, await fs.open(this.partFile(version), 'r+'), start, null);
  }

  async removeParts(version: string): Promise<void> {
    // Earlier releases kept the upload's description and lock beside its part.
    for (const ext of ['part', 'json', 'lock']) await fs.rm(this.partFile(version, ext), { force: true });
  }

  async listParts(): Promise<Leftover[]> {
    const names = await fs.readdir(path.join(this.root, RESUMABLE)).catch(() => [] as string[]);
    const found = new Map<string, number>();
    for (const name of names) {
      const version = name.slice(0, name.indexOf('.'));
      const when = UUID.test(version) ? await modified(path.join(this.root, RESUMABLE, name)) : null;
      if (when !== null) found.set(version, Math.max(when, found.get(version) ?? 0));
    }
    return [...found].map(([name, when]) => ({ name, modified: when }));
  }

  async readRender(name: string): Promise<Buffer | null> {
    return fs.readFile(path.join(this.root, RENDERS, name)).catch(() => null);
  }

  async writeRender(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.root, RENDERS, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const staged = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    await fs.writeFile(staged, bytes);
    await fs.rename(staged, file);
  }

  async list(prefix: string): Promise<string[]> {
    const dir = path.join(this.root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((name) => name.startsWith(prefix))
      .sort();
  }

  close(): void {
    // Nothing is held open between calls.
  }
}
