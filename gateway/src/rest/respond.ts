import type { Context } from 'hono';
import { withPlainText } from '../compress.ts';
import { sealedResponse } from '../envelope.ts';
import { errors } from '../errors.ts';
import type { Negotiated } from './accept.ts';
import type { ResultRow } from './execute.ts';
import type { Preferences } from './prefer.ts';

/** `off-(off+n-1)/total`, with `*` for an empty range or an unknown total (protocol §2.10). */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`;
  return `${range}/${total === null ? '*' : total}`;
}

/** Read status: 416 past the end, 206 for a partial page, else 200 (only with a count). */
export function readStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) throw errors.rangeNotSatisfiable(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  return rows < total ? 206 : 200;
}

/** A REST answer's own headers, lower-case names (PostgREST's Content-Range, Preference-Applied, …). */
export type AnswerHeaders = Record<string, string>;

/** Applies `response.headers` set by SQL during the request. */
function overrideHeaders(responseHeaders: string, headers: Headers): void {
  let list: unknown;
  try {
    list = JSON.parse(responseHeaders);
  } catch {
    list = null;
  }
  if (!Array.isArray(list)) throw errors.badResponseHeaders();
  for (const entry of list as Array<Record<string, unknown>>) {
    for (const [name, value] of Object.entries(entry)) headers.set(name, String(value));
  }
}

/** The status, or the one `response.status` set by SQL during the request. */
function overrideStatus(row: ResultRow, status: number): number {
  if (!row.responseStatus) return status;
  const override = Number(row.responseStatus);
  if (!Number.isInteger(override) || override < 100 || override > 599) throw errors.badResponseStatus(row.responseStatus);
  return override;
}

export function appliedHeader(headers: AnswerHeaders, prefs: Preferences, names: string[]): void {
  if (prefs.applied.length === 0) return;
  const applied = prefs.applied.filter((p) => {
    const name = p.slice(0, p.indexOf('='));
    return name === 'tx' || names.includes(name);
  });
  if (applied.length > 0) headers['preference-applied'] = applied.join(', ');
}

/** A response the middlewares finish; its text is kept beside it for compression (compress.ts). */
function plainResponse(body: string | null, status: number, headers: AnswerHeaders | Headers): Response {
  return body === null ? new Response(null, { status, headers }) : withPlainText(new Response(body, { status, headers }), body);
}

/**
 * Builds the final response; HEAD and minimal responses carry no body. Without headers set by SQL
 * the answer is built whole, the middlewares' headers with it (envelope.ts); headers SQL set
 * (`response.headers`) are checked as a fetch Headers object checks them, and the middlewares add theirs.
 */
export function finish(
  c: Context,
  row: ResultRow,
  status: number,
  headers: AnswerHeaders,
  media: Negotiated | null,
  withBody: boolean,
): Response {
  const checked = row.responseHeaders ? new Headers(headers) : null;
  if (checked) overrideHeaders(row.responseHeaders as string, checked);
  const finalStatus = overrideStatus(row, status);
  const body = withBody && media !== null ? row.body : null;
  if (body !== null) {
    // Declared here, where the text is at hand: compression (compress.ts) then leaves a small answer
    // alone without asking for its body, which would take it off @hono/node-server's fast path.
    // Set after SQL's headers, as the body's own type and length.
    headers['content-type'] = (media as Negotiated).contentType;
    headers['content-length'] = String(Buffer.byteLength(body));
    checked?.set('Content-Type', headers['content-type']);
    checked?.set('Content-Length', headers['content-length']);
  }
  if (checked) return plainResponse(body, finalStatus, checked);
  return sealedResponse(c, body, finalStatus, headers) ?? plainResponse(body, finalStatus, headers);
}
