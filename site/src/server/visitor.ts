// Who is on the other end of a request, as the site server sees it: the visitor's address and
// whether they reached the site over https. The site is the edge: it reads its socket, and trusts
// X-Forwarded-For / X-Forwarded-Proto only from the proxies named in SITE_TRUSTED_PROXIES.
// The address travels to the gateway (src/lib/gatewayFetch.ts) through an AsyncLocalStorage kept
// on globalThis, because server.ts and Astro's bundle each load their own copy of this module.
import { AsyncLocalStorage } from 'node:async_hooks';
import { BlockList, isIP } from 'node:net';

export interface Visitor {
  address: string;
  https: boolean;
}

const STORE = Symbol.for('rentals.site.visitor');

function storage(): AsyncLocalStorage<Visitor> {
  const holder = globalThis as { [STORE]?: AsyncLocalStorage<Visitor> };
  return (holder[STORE] ??= new AsyncLocalStorage<Visitor>());
}

/** Runs `work` (the whole handling of one request) with `visitor` as the current visitor. */
export function runForVisitor<T>(visitor: Visitor, work: () => T): T {
  return storage().run(visitor, work);
}

/** The visitor of the request being handled; undefined outside one (tests, build). */
export function currentVisitor(): Visitor | undefined {
  return storage().getStore();
}

/** '::ffff:127.0.0.2' → '127.0.0.2'; other addresses as they are. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * SITE_TRUSTED_PROXIES: comma-separated addresses and CIDR ranges ('10.0.0.0/8, ::1'); empty trusts
 * no one. A malformed entry throws, so a typo stops the server at start instead of trusting nobody.
 */
export function trustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))) {
      throw new Error(`SITE_TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range.`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(plain(address!), type);
    else list.addSubnet(plain(address!), prefix, type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/**
 * The visitor of one request: the socket's peer, or, while that peer is a trusted proxy, the
 * right-most X-Forwarded-For entry not added by a trusted proxy. https comes from the socket, or
 * from X-Forwarded-Proto when the peer is a trusted proxy.
 */
export function visitorOf(
  request: { socket: { remoteAddress?: string; encrypted?: boolean }; headers: Record<string, string | string[] | undefined> },
  trusted: BlockList,
): Visitor {
  const peer = plain(request.socket.remoteAddress ?? '');
  const fromProxy = isTrusted(trusted, peer);
  let address = peer;
  if (fromProxy) {
    const chain = headerText(request.headers['x-forwarded-for']).split(',').map((part) => plain(part.trim())).filter(Boolean);
    while (isTrusted(trusted, address) && chain.length > 0) {
      const next = chain.pop()!;
      if (!isIP(next)) break;
      address = next;
    }
  }
  const forwardedProto = headerText(request.headers['x-forwarded-proto']).split(',')[0]?.trim().toLowerCase();
  const https = Boolean(request.socket.encrypted) || (fromProxy && forwardedProto === 'https');
  return { address, https };
}
