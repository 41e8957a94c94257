import type { Context } from 'hono';
import { storageErrors } from './errors.ts';

export interface UploadBody {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function cacheControl(value: string | null | undefined): string {
  if (!value) return 'max-age=3600';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

function parseMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
}

/** Reads a raw body, refusing it as soon as it passes `limit` bytes. */
async function readLimited(c: Context, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const body = c.req.raw.body;
  if (body) {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > limit) throw storageErrors.tooLarge();
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, size);
}

/**
 * The two bodies storage-js sends: multipart with one file part (whose field name is empty) plus
 * `cacheControl` and `metadata` fields, or the raw bytes with Content-Type, Cache-Control and
 * x-metadata (base64 JSON) headers.
 */
export async function readUpload(c: Context, limit: number): Promise<UploadBody> {
  const declared = Number(c.req.header('content-length') ?? 0);
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    // The multipart envelope adds a little around the file; the file itself is checked below.
    if (declared > limit + 64 * 1024) throw storageErrors.tooLarge();
    const form = await c.req.raw.formData();
    let file: File | null = null;
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw storageErrors.invalidRequest('No file part in the multipart body');
    if (file.size > limit) throw storageErrors.tooLarge();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'text/plain;charset=UTF-8',
      cacheControl: cacheControl(field('cacheControl')),
      userMetadata: parseMetadata(field('metadata')),
    };
  }
  if (declared > limit) throw storageErrors.tooLarge();
  const xMetadata = c.req.header('x-metadata');
  return {
    bytes: await readLimited(c, limit),
    mimetype: contentType || 'text/plain;charset=UTF-8',
    cacheControl: cacheControl(c.req.header('cache-control')),
    userMetadata: parseMetadata(xMetadata ? Buffer.from(xMetadata, 'base64').toString('utf8') : null),
  };
}
