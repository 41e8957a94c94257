import { withPlainText } from '../compress.ts';
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

/** Applies `response.headers` / `response.status` set by SQL during the request. */
export function applyOverrides(row: ResultRow, headers: Headers, status: number): number {
  if (row.responseHeaders) {
    let list: unknown;
    try {
      list = JSON.parse(row.responseHeaders);
    } catch {
      list = null;
    }
    if (!Array.isArray(list)) throw errors.badResponseHeaders();
    for (const entry of list as Array<Record<string, unknown>>) {
      for (const [name, value] of Object.entries(entry)) headers.set(name, String(value));
    }
  }
  if (row.responseStatus) {
    const override = Number(row.responseStatus);
    if (!Number.isInteger(override) || override < 100 || override > 599) throw errors.badResponseStatus(row.responseStatus);
    return override;
  }
  return status;
}

export function appliedHeader(headers: Headers, prefs: Preferences, names: string[]): void {
  const applied = prefs.applied.filter((p) => [...names, 'tx'].includes(p.split('=')[0] ?? ''));
  if (applied.length > 0) headers.set('Preference-Applied', applied.join(', '));
}

/** Builds the final response; HEAD and minimal responses carry no body. */
export function finish(
  row: ResultRow,
  status: number,
  headers: Headers,
  media: Negotiated | null,
  withBody: boolean,
): Response {
  const finalStatus = applyOverrides(row, headers, status);
  if (!withBody || media === null) return new Response(null, { status: finalStatus, headers });
  headers.set('Content-Type', media.contentType);
  // Declared here, where the text is at hand: compression (compress.ts) then leaves a small answer
  // alone without asking for its body, which would take it off @hono/node-server's fast path.
  headers.set('Content-Length', String(Buffer.byteLength(row.body)));
  return withPlainText(new Response(row.body, { status: finalStatus, headers }), row.body);
}
