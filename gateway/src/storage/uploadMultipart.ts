import { once } from 'node:events';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { Context } from 'hono';
import { storageErrors } from './errors.ts';
import type { StagedFile } from './staging.ts';
import { bodyChunks, cacheControl, ENVELOPE_BYTES, parseMetadata, type UploadFields, type UploadRules } from './uploadBody.ts';

const MALFORMED = 'Malformed multipart body';

function multipartParser(contentType: string, limit: number) {
  try {
    return Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: limit, fields: 8, fieldSize: ENVELOPE_BYTES / 8, parts: 10 },
    });
  } catch {
    // A Content-Type without a usable boundary: the client's mistake, not ours.
    throw storageErrors.invalidRequest(MALFORMED);
  }
}

/** A multipart upload: the first file part goes to `file`; other parts are small fields or skipped. */
export async function readMultipart(c: Context, contentType: string, rules: UploadRules, file: StagedFile): Promise<UploadFields> {
  const parser = multipartParser(contentType, rules.limit);
  const fields = new Map<string, string>();
  let failure: unknown = null;
  let mimetype: string | null = null;
  let written: Promise<void> = Promise.resolve();

  // Paused while each chunk is written; after a failure the rest flows past unwritten.
  const save = (stream: BusboyFileStream) =>
    new Promise<void>((resolve) => {
      let pending = Promise.resolve();
      stream.on('limit', () => (failure ??= storageErrors.tooLarge()));
      stream.on('data', (chunk: Buffer) => {
        if (failure) return;
        stream.pause();
        pending = file.write(chunk).then(
          () => void stream.resume(),
          (error: unknown) => void ((failure ??= error), stream.resume()),
        );
      });
      stream.on('end', () => void pending.then(resolve));
      stream.on('error', (error) => void ((failure ??= error), resolve()));
    });
  parser.on('field', (name, value) => fields.set(name, value));
  parser.on('error', () => (failure ??= storageErrors.invalidRequest(MALFORMED)));
  parser.on('file', (_name, stream, _filename, _encoding, type) => {
    mimetype = type || 'text/plain;charset=UTF-8';
    try {
      rules.accept(mimetype);
      written = save(stream);
    } catch (error) {
      failure ??= error;
      stream.resume();
    }
  });

  let read = 0;
  for await (const chunk of bodyChunks(c)) {
    read += chunk.byteLength;
    if (read > rules.limit + ENVELOPE_BYTES) failure ??= storageErrors.tooLarge();
    if (failure) break;
    // once() rejects on 'error', which the listener above has already turned into `failure`.
    if (!parser.write(chunk)) await once(parser, 'drain').catch(() => {});
  }
  if (!failure) {
    const finished = once(parser, 'finish').catch(() => {});
    parser.end();
    await finished;
    // After a parse error the file stream may never end: do not wait for it.
    if (!failure) await written;
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  if (mimetype === null) throw storageErrors.invalidRequest('No file part in the multipart body');
  return {
    mimetype,
    cacheControl: cacheControl(fields.get('cacheControl')),
    userMetadata: parseMetadata(fields.get('metadata')),
  };
}
