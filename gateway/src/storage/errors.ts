import type { Context } from 'hono';
import { DatabaseError } from 'pg';
import { DatabaseBusy } from '../admission.ts';
import { isConnectionLost } from '../connectionLost.ts';

/**
 * An error as storage-api renders it: HTTP 400 (500 stays 500) with the real status as a string
 * in `statusCode`, which storage-js surfaces as StorageApiError.statusCode.
 */
export class StorageError extends Error {
  readonly statusCode: string;
  readonly code: string;
  readonly error: string;
  constructor(statusCode: string, code: string, error: string, message: string) {
    super(message);
    this.name = 'StorageError';
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }
}

/** The catalogue of storage errors this server produces. */
export const storageErrors = {
  bucketNotFound: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () => new StorageError('409', 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError('409', 'InvalidRequest', 'Bucket not empty', 'The bucket you tried to delete is not empty'),
  unauthorized: (message: string) => new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  tooLarge: () =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  bodyTooLarge: (maxSize: number) =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', `The request body exceeded the maximum allowed size of ${maxSize} bytes`),
  invalidMimeType: (type: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', 'Unauthorized', message),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Bad Request', message),
  notFound: () => new StorageError('404', 'NotFound', 'Not Found', 'Route not found'),
};

/** Maps the database's verdicts (RLS, unique keys) onto storage errors; anything else passes through. */
export function fromDatabase(error: unknown): unknown {
  if (!(error instanceof DatabaseError)) return error;
  if (error.code === '42501') return storageErrors.unauthorized(error.message);
  if (error.code === '23505') return storageErrors.duplicate();
  // A rule raised by the database (P0001, e.g. the avatar size limit) is the client's to fix.
  // 22P05 and 22021: user metadata PostgreSQL cannot store (a \u0000 in JSON, broken text).
  if (error.code === '22P02' || error.code === '22P05' || error.code === '22021' || error.code === '23514' || error.code === 'P0001') {
    return storageErrors.invalidRequest(error.message);
  }
  return error;
}

export function renderStorageError(failure: Error, c: Context): Response {
  const error = fromDatabase(failure);
  if (error instanceof StorageError) {
    return c.json({ statusCode: error.statusCode, code: error.code, error: error.error, message: error.message }, 400);
  }
  if (failure instanceof DatabaseBusy) {
    return c.json({ statusCode: '503', code: 'SlowDown', error: 'Service Unavailable', message: 'The server is busy, please try again' }, 503);
  }
  if (isConnectionLost(failure)) {
    return c.json({ statusCode: '503', code: 'DatabaseError', error: 'Service Unavailable', message: 'The database connection was lost, please try again' }, 503);
  }
  console.error(failure);
  return c.json({ statusCode: '500', code: 'InternalError', error: 'internal', message: 'Internal Server Error' }, 500);
}
