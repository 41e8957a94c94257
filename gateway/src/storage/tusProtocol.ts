import { StorageError, storageErrors } from './errors.ts';

/** tus 1.0.0 as storage-api speaks it at /storage/v1/upload/resumable. */
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,creation-with-upload,expiration,termination';
export const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

/** A tus answer that is not storage-api's JSON: the real status and a plain-text message. */
export class TusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'TusError';
    this.status = status;
  }
}

export const tusErrors = {
  unsupportedVersion: () => new TusError(412, 'Unsupported version'),
  lengthRequired: () => new TusError(400, 'Upload-Length header required (Upload-Defer-Length is not supported)'),
  invalidOffset: () => new TusError(400, 'Upload-Offset header required, a non-negative integer'),
  offsetMismatch: (offset: number) => new TusError(409, `Upload-Offset conflict: the upload is at ${offset}`),
  wrongContentType: () => new TusError(415, `Content-Type must be ${OFFSET_CONTENT_TYPE}`),
  notFound: () => new TusError(404, 'The upload does not exist'),
  expired: () => new TusError(410, 'The upload has expired'),
  locked: () => new TusError(423, 'The upload is being written by another request'),
  busy: () => new TusError(409, 'Upload-Offset conflict: another request is writing the upload'),
  sizeExceeded: () => new TusError(413, 'The upload\'s size exceeded its Upload-Length'),
  metadataRequired: () => new TusError(400, 'Upload-Metadata must name bucketName and objectName'),
};

/** storage-api's rendering of its own errors on this route: status from statusCode, message as text. */
export function asTusError(error: unknown): TusError | null {
  if (error instanceof TusError) return error;
  if (error instanceof StorageError) return new TusError(Number(error.statusCode) || 400, error.message);
  return null;
}

/** A non-negative integer header, or null when absent; anything else is `invalid`. */
export function integerHeader(value: string | undefined, invalid: () => TusError): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,15}$/.test(value.trim())) throw invalid();
  return Number(value.trim());
}

/** Upload-Metadata: `key base64value` pairs separated by commas; a key alone has an empty value. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[\x21-\x7e]+$/.test(key) || (value !== undefined && !/^[A-Za-z0-9+/=]*$/.test(value))) {
      throw storageErrors.invalidRequest('Invalid Upload-Metadata header');
    }
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/** The id in an upload's URL: base64url of `<bucket>/<key>/<version>`, as storage-api builds it. */
export function uploadId(bucket: string, key: string, version: string): string {
  return Buffer.from(`${bucket}/${key}/${version}`, 'utf8').toString('base64url');
}

export function parseUploadId(id: string): { bucket: string; key: string; version: string } | null {
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  const parts = decoded.split('/');
  if (parts.length < 3) return null;
  const version = parts.pop()!;
  const bucket = parts.shift()!;
  return { bucket, key: parts.join('/'), version };
}

/** storage-api's cache control for resumable uploads: digits become max-age, anything else no-cache. */
export function tusCacheControl(value: string | undefined): string {
  return value && /^\d+$/.test(value) ? `max-age=${value}` : 'no-cache';
}
