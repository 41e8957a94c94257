import type fs from 'node:fs/promises';
import type { StagedWriter } from './types.ts';

/** An open file written in order from `start`; `abort` cuts it back to `start` (or removes it). */
export class FileWriter implements StagedWriter {
  readonly name: string;
  private written = 0;
  private readonly handle: fs.FileHandle;
  private readonly start: number;
  private readonly dropFile: (() => Promise<void>) | null;
  constructor(name: string, handle: fs.FileHandle, start: number, dropFile: (() => Promise<void>) | null) {
    this.name = name;
    this.handle = handle;
    this.start = start;
    this.dropFile = dropFile;
  }

  async write(chunk: Uint8Array): Promise<void> {
    await this.handle.write(chunk, 0, chunk.byteLength, this.start + this.written);
    this.written += chunk.byteLength;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  async abort(): Promise<void> {
    if (!this.dropFile) await this.handle.truncate(this.start).catch(() => {});
    await this.handle.close().catch(() => {});
    await this.dropFile?.();
  }
}
