// The fetch every server-side API client of the site uses. The gateway limits sign-ins, sign-ups,
// emails and enquiries per client address; all of them reach it from the site server, so the site
// names the visitor's address (src/server/visitor.ts) in X-Forwarded-For and proves it is the site
// with X-Proxy-Secret (GATEWAY_PROXY_SECRET, shared with the gateway, which believes the forwarded
// address only with it). Without the secret nothing is added.
import { currentVisitor } from '../server/visitor.ts';
import { loopbackFetch } from './loopbackFetch.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the call goes to a gateway on this machine. Node's fetch asks for brotli or gzip unless
 * told otherwise, and over a loopback socket compressing only costs CPU at both ends.
 */
function onThisMachine(input: string | URL | Request): URL | null {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = URL.parse(address);
  return url && LOOPBACK_HOSTS.has(url.hostname) ? url : null;
}

/** Whether `local` can send the body: the API clients' JSON, or none (a file upload keeps to fetch). */
function textOrNoBody(body: RequestInit['body']): boolean {
  return body === null || body === undefined || typeof body === 'string' || body instanceof Uint8Array;
}

/** How a call to a gateway on this machine is made (loopbackFetch; tests record it instead). */
export type LocalFetch = (url: URL, init?: RequestInit) => Promise<Response>;

/**
 * `remote` with the visitor's address and the proxy secret on every request made while handling
 * one; a call to a gateway on this machine goes through `local` instead, asking for uncompressed
 * answers (a Request object, which the API clients never pass, and a file's or a form's body keep
 * to `remote`).
 */
export function gatewayFetch(remote: typeof fetch = fetch, local: LocalFetch = loopbackFetch): typeof fetch {
  return (input, init) => {
    const secret = process.env.GATEWAY_PROXY_SECRET;
    const visitor = secret ? currentVisitor() : undefined;
    const url = onThisMachine(input);
    if (!visitor && !url) return remote(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (secret && visitor) {
      headers.set('X-Forwarded-For', visitor.address);
      headers.set('X-Proxy-Secret', secret);
    }
    if (url && !headers.has('Accept-Encoding')) headers.set('Accept-Encoding', 'identity');
    return url && !(input instanceof Request) && textOrNoBody(init?.body) ? local(url, { ...init, headers }) : remote(input, { ...init, headers });
  };
}

/** The visitor's address for a request being handled, else `fallback` (Astro's clientAddress). */
export function visitorAddress(fallback: string): string {
  return currentVisitor()?.address ?? fallback;
}

/** Whether the visitor of the request being handled came over https. */
export function visitorUsesHttps(): boolean {
  return currentVisitor()?.https ?? false;
}
