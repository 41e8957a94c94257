// The site's calls to a gateway on this machine, through a keep-alive pool of undici's own
// request API instead of fetch: fetch's full WHATWG machinery (request and response objects,
// streams, redirect and CORS handling) cost about twice the CPU per call of a plain request on the
// same sockets (docs/decisions.md, "Rendering a page"), and a portal page makes several calls.
// Calls anywhere else keep using fetch.
import { Pool } from 'undici';

const pools = new Map<string, Pool>();

function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin);
    pools.set(origin, pool);
  }
  return pool;
}

/** Statuses whose response has no body, which `new Response` refuses one for. */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

type Body = string | Uint8Array | null | undefined;

/**
 * The request's body as undici sends it: the API clients' calls send text or nothing; a file's or
 * a form's body keeps to fetch (gatewayFetch), so anything else is refused rather than mangled.
 */
function bodyOf(init: RequestInit | undefined): Body {
  const body = init?.body;
  if (body === null || body === undefined || typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new TypeError('loopbackFetch sends text or bytes only');
}

/**
 * fetch's contract for what the API clients use (method, headers, a text body, a signal; status,
 * headers and body of the answer), over a pooled connection to `url`'s origin. No redirects are
 * followed: the gateway answers its API without them.
 */
export async function loopbackFetch(url: URL, init?: RequestInit): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const method = (init?.method ?? 'GET').toUpperCase();
  const answer = await poolFor(url.origin).request({
    path: `${url.pathname}${url.search}`,
    method: method as 'GET',
    headers,
    body: bodyOf(init),
    signal: init?.signal ?? undefined,
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const one of value) responseHeaders.append(name, one);
    else if (value !== undefined) responseHeaders.append(name, value);
  }
  const bytes = await answer.body.arrayBuffer();
  const empty = NULL_BODY_STATUS.has(answer.statusCode) || method === 'HEAD';
  return new Response(empty ? null : bytes, { status: answer.statusCode, headers: responseHeaders });
}
