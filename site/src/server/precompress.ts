// Build step: writes a brotli (.br) and a gzip (.gz) copy next to every text file of the client
// output, at the strongest settings, so the server never compresses a file per request
// (src/server/staticFiles.ts picks the copy the client accepts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from '../lib/encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Compresses every compressible file under `folder` (skipping tiny ones and copies that would not be smaller). */
export async function precompressFolder(folder: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    work.push(
      (async () => {
        const content = await fs.readFile(file);
        if (content.length < MIN_COMPRESS_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
        result.files += 1;
        result.bytes += content.length;
        result.brotliBytes += Math.min(br.length, content.length);
        result.gzipBytes += Math.min(gz.length, content.length);
      })(),
    );
  }
  await Promise.all(work);
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The Astro integration: runs once the client output (assets, public files, prerendered pages) is written. */
export function precompress(): AstroIntegration {
  return {
    name: 'rentals:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const result = await precompressFolder(fileURLToPath(dir));
        logger.info(
          `${result.files} files, ${kb(result.bytes)} → ${kb(result.brotliBytes)} brotli, ${kb(result.gzipBytes)} gzip`,
        );
      },
    },
  };
}
