import type { Context } from 'hono';
import { serverTiming } from './timing.ts';

/**
 * What the app's middlewares add to every answer (the request id, CORS, Vary, Server-Timing),
 * collected before the handler runs, so that an answer built whole (sealedResponse) carries them
 * from the start. Set one by one on a finished Response, each header went through a fetch Headers
 * object (validated, lower-cased, sorted, then copied back into a plain object for Node): about
 * 4 µs of every REST call, against a plain object @hono/node-server hands to Node as it is.
 */
interface Envelope {
  started: number;
  /** Lower-case names: x-request-id, and CORS's. */
  headers: Record<string, string>;
  /** Vary tokens the middlewares add after compression's (CORS's Origin). */
  vary: string[];
  /** What compressResponses, on the way out, would do to an answer of this status and these headers. */
  compression?: Compression;
}

/**
 * compressResponses' decision and the request's side of it. Data and a function of the module, not
 * a closure made per request: kept on the envelope, such a closure kept every request's objects
 * alive through the young generation's collections (about 12 KB a request promoted, then left for
 * the full collections; `--trace-gc-nvp` in bench/README.md, "Garbage per request").
 */
export interface Compression {
  decide: (method: string, status: number, header: (name: string) => string | undefined, acceptEncoding: string | undefined) => 'skip' | 'vary' | 'compress';
  method: string;
  acceptEncoding: string | undefined;
}

// On the context, as timing.ts keeps its phases: a WeakMap entry per request is work for the GC.
const ENVELOPE = 'responseEnvelope';
const SEALED = Symbol('sealedHeaders');

/** Opened by the outermost middleware that writes headers (app.ts: the request id and Server-Timing). */
export function openEnvelope(c: Context, started: number, requestId: string): void {
  c.set(ENVELOPE, { started, headers: { 'x-request-id': requestId }, vary: [] } satisfies Envelope);
}

/** The request's envelope, for a middleware to put its headers in; undefined outside the app (a sub-app alone). */
export function envelopeOf(c: Context): Envelope | undefined {
  return c.get(ENVELOPE) as Envelope | undefined;
}

/** Adds `token` to a Vary list unless it is there already (in any case). */
export function withVary(current: string | null | undefined, token: string): string {
  if (!current) return token;
  return current.toLowerCase().split(/\s*,\s*/).includes(token.toLowerCase()) ? current : `${current}, ${token}`;
}

/**
 * The answer with every header the middlewares would add, built in one go: `headers` (lower-case
 * names) is handed to Node as it is. Null when it cannot be: outside the app, or when the answer
 * is to be compressed (compressResponses does that, and the middlewares their part, as before).
 */
export function sealedResponse(c: Context, body: string | null, status: number, headers: Record<string, string>): Response | null {
  const envelope = envelopeOf(c);
  if (!envelope) return null;
  let vary = headers.vary;
  const decision = envelope.compression;
  const compression = decision?.decide(decision.method, status, (name) => headers[name], decision.acceptEncoding);
  if (compression === 'compress') return null;
  if (compression === 'vary') vary = withVary(vary, 'Accept-Encoding');
  for (const token of envelope.vary) vary = withVary(vary, token);
  if (vary) headers.vary = vary;
  Object.assign(headers, envelope.headers);
  const phases = serverTiming(c);
  headers['server-timing'] = `${phases ? `${phases}, ` : ''}total;dur=${(performance.now() - envelope.started).toFixed(1)}`;
  const response = new Response(body, { status, headers }) as Response & { [SEALED]?: Record<string, string> };
  response[SEALED] = headers;
  return response;
}

/** The headers of an answer sealedResponse built, which the middlewares then leave as they are. */
export function sealedHeaders(response: Response): Record<string, string> | undefined {
  return (response as Response & { [SEALED]?: Record<string, string> })[SEALED];
}

export const isSealed = (response: Response): boolean => sealedHeaders(response) !== undefined;
