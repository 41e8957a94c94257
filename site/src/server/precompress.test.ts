// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function write(relative: string, content: string | Buffer): string {
  const file = path.join(folder, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const script = 'export const homes = ["Pune", "Mumbai", "Bengaluru"];\n'.repeat(200);
    const js = write('_astro/app.abc123.js', script);
    const pageHtml = write(
      'about/index.html',
      `<!doctype html><h1>About</h1>${'<p>Verified homes.</p>'.repeat(100)}`,
    );

    const result = await precompressFolder(folder);

    expect(result.files).toBe(2);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(`${pageHtml}.br`)).toBe(true);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes / 4);
  });

  it('skips binary files and files too small to gain anything', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const png = write('og.png', Buffer.alloc(8192, 7));
    const icon = write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const result = await precompressFolder(folder);

    expect(result.files).toBe(0);
    for (const file of [png, icon]) {
      expect(fs.existsSync(`${file}.br`)).toBe(false);
      expect(fs.existsSync(`${file}.gz`)).toBe(false);
    }
  });
});
