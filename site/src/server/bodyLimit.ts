// How many bytes of a request body the site reads, enforced in server.ts before Astro sees the
// request: by Content-Length when one is given, and by counting the bytes of a chunked body. A
// body over its route's limit is never read into memory; the visitor gets a 413 page.
import type { IncomingMessage } from 'node:http';
import { AVATAR_MAX_BYTES } from '@rentals/core/constants';

const KIB = 1024;

/**
 * Form posts: the longest form (the contact enquiry, a 4,000-character message) is under 48 KiB
 * even when every character is a four-byte one, percent-encoded.
 */
export const FORM_LIMIT = 64 * KIB;
/** The profile photo, the one upload that passes through the site: the photo limit and the form around it. */
export const AVATAR_LIMIT = AVATAR_MAX_BYTES + 64 * KIB;
/** Everything else (GET, HEAD, …) carries no body the site reads. */
export const OTHER_LIMIT = 1 * KIB;

const AVATAR_PATH = '/portal/user/profile/avatar';

/** The limit of one request: bodyLimitFor('POST', '/contact/submit') === FORM_LIMIT. */
export function bodyLimitFor(method: string | undefined, pathname: string): number {
  if (method !== 'POST') return OTHER_LIMIT;
  const path = pathname.replace(/\/+$/, '');
  return path === AVATAR_PATH ? AVATAR_LIMIT : FORM_LIMIT;
}

export type BodyOutcome = { kind: 'read'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Reads the body of `req` up to `limit` bytes. A declared length over the limit is refused before
 * a byte is read; a chunked body is refused as soon as its count passes the limit.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyOutcome> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (outcome: BodyOutcome) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        req.pause();
        finish({ kind: 'too-large' });
      } else chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'read', body: Buffer.concat(chunks, received) });
    const onError = () => finish({ kind: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}
