import type { Context } from 'hono';
import { closeAfterAnswer } from '../lingeringClose.ts';
import { storageErrors } from './errors.ts';
import type { StagedFile } from './staging.ts';
import { readMultipart } from './uploadMultipart.ts';

export interface UploadFields {
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadRules {
  /** The most the file may weigh, in bytes. */
  limit: number;
  /** Throws when the bucket refuses the declared type; called before any byte is read. */
  accept(mimetype: string): void;
}

/** Room for the multipart envelope (boundaries, part headers, cacheControl and metadata fields). */
export const ENVELOPE_BYTES = 64 * 1024;

export function cacheControl(value: string | null | undefined): string {
  if (!value) return 'max-age=3600';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

export function parseMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
}

/** The request body as it arrives; leaving the loop early stops reading without dropping the socket. */
export async function* bodyChunks(c: Context): AsyncGenerator<Uint8Array> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) return;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function readRaw(c: Context, rules: UploadRules, file: StagedFile): Promise<UploadFields> {
  const mimetype = c.req.header('content-type') || 'text/plain;charset=UTF-8';
  rules.accept(mimetype);
  for await (const chunk of bodyChunks(c)) {
    if (file.size + chunk.byteLength > rules.limit) throw storageErrors.tooLarge();
    await file.write(chunk);
  }
  const xMetadata = c.req.header('x-metadata');
  return {
    mimetype,
    cacheControl: cacheControl(c.req.header('cache-control')),
    userMetadata: parseMetadata(xMetadata ? Buffer.from(xMetadata, 'base64').toString('utf8') : null),
  };
}

/**
 * Streams the two bodies storage-js sends into `file`, never holding more than a chunk: multipart
 * with one file part plus `cacheControl` and `metadata` fields, or the raw bytes with Content-Type,
 * Cache-Control and x-metadata (base64 JSON) headers. Past `limit` it fails with 413 at once.
 */
export async function receiveUpload(c: Context, rules: UploadRules, file: StagedFile): Promise<UploadFields> {
  try {
    const declared = Number(c.req.header('content-length') ?? 0);
    const contentType = c.req.header('content-type') ?? '';
    const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
    if (declared > rules.limit + (multipart ? ENVELOPE_BYTES : 0)) throw storageErrors.tooLarge();
    return await (multipart ? readMultipart(c, contentType, rules, file) : readRaw(c, rules, file));
  } catch (error) {
    // The rest of the body is not wanted: close the connection rather than drain it.
    closeAfterAnswer(c);
    throw error;
  }
}
