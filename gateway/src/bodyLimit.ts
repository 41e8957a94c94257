import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authErrors, renderAuthError } from './auth/errors.ts';
import { errors, renderError } from './errors.ts';
import { lingerBeforeClosing } from './lingeringClose.ts';
import { storageErrors } from './storage/errors.ts';

/** GATEWAY_MAX_BODY_SIZE's default: JSON bodies (rows, RPC arguments, sign-ins) up to 4 MiB. */
export const DEFAULT_MAX_BODY_SIZE = 4 * 1024 * 1024;

export function maxBodySizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.GATEWAY_MAX_BODY_SIZE;
  if (!raw) return DEFAULT_MAX_BODY_SIZE;
  const size = Number(raw);
  if (!Number.isSafeInteger(size) || size <= 0) {
    throw new Error(`GATEWAY_MAX_BODY_SIZE must be a byte count, got '${raw}'`);
  }
  return size;
}

/**
 * Refuses a request body past `maxSize` bytes with `refuse`'s 413. A Content-Length past the limit
 * is refused unread; a chunked body is counted while it streams and never held past the limit.
 * The connection is closed with the answer, so the rest of an oversized body is not read either.
 */
export function limitBody(maxSize: number, refuse: (c: Context, maxSize: number) => Response): MiddlewareHandler {
  const onError = (c: Context) => {
    const response = refuse(c, maxSize);
    response.headers.set('Connection', 'close');
    lingerBeforeClosing(c);
    return response;
  };
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    // Hono's check asks for the request's body stream first, which makes @hono/node-server build a
    // whole fetch Request for every call (a fifth of a read's time in the gateway): a bodiless GET
    // or a declared length is settled from the headers alone, as Hono would settle it.
    const method = c.req.method;
    const headers = c.req.raw.headers;
    if ((method === 'GET' || method === 'HEAD') && !headers.has('content-length') && !headers.has('transfer-encoding')) return next();
    const declared = headers.get('content-length');
    if (declared !== null && !headers.has('transfer-encoding')) {
      if (parseInt(declared || '0', 10) > maxSize) return onError(c);
      return next();
    }
    return streamed(c, next);
  };
}

/**
 * The storage routes that stream a file: their own limits (per bucket) apply, not this one. Those
 * are uploads (POST and PUT /object/<bucket>/<key>), uploads to a signed URL (PUT
 * /object/upload/sign/…, while signing one is JSON) and resumable uploads (POST and PATCH
 * /upload/resumable…, bounded by the upload's declared length).
 */
export function isStorageUpload(method: string, path: string): boolean {
  if (/\/storage\/v1\/upload\/resumable(\/|$)/.test(path)) return method === 'POST' || method === 'PATCH';
  if (method !== 'POST' && method !== 'PUT') return false;
  const rest = /\/storage\/v1\/object\/(.+)$/.exec(path)?.[1];
  if (rest === undefined) return false;
  if (rest.startsWith('upload/sign/')) return method === 'PUT';
  return !/^(move|copy)$|^(list|sign)\//.test(rest);
}

/**
 * One limit for every JSON body, each refusal in its protocol's shape: /rest/v1 and /auth/v1
 * whole, /storage/v1 but its uploads.
 */
export function installBodyLimits(app: Hono, maxSize: number): void {
  app.use('/rest/v1/*', limitBody(maxSize, (_c, max) => renderError(errors.payloadTooLarge(max))));
  app.use('/auth/v1/*', limitBody(maxSize, (c, max) => renderAuthError(authErrors.requestTooLarge(max), c)));
  const storage = limitBody(maxSize, (c, max) => {
    const { statusCode, code, error, message } = storageErrors.bodyTooLarge(max);
    return c.json({ statusCode, code, error, message }, 413);
  });
  app.use('/storage/v1/*', (c, next) => (isStorageUpload(c.req.method, c.req.path) ? next() : storage(c, next)));
}
