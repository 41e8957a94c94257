// The one client address of a request, which every per-address limit counts and SQL functions see
// (request.headers' x-forwarded-for). Requests reach the gateway through the site server, so the
// socket's peer is often the site: a forwarded address is believed only from the site (it proves
// itself with the shared GATEWAY_PROXY_SECRET) or from a configured proxy (GATEWAY_TRUSTED_PROXIES),
// never from whoever writes the header.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Who may name the client: the proxy secret's holder and the trusted proxies' addresses. */
export interface ProxyTrust {
  keys: { proxySecret: string };
  trustedProxies?: net.BlockList | null;
}

const plainIpv4 = (address: string) => (address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address);

/** GATEWAY_TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (IPv4 or IPv6); empty trusts none. */
export function parseTrustedProxies(list: string | undefined): net.BlockList | null {
  const entries = (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) return null;
  const proxies = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIP(address);
    const prefix = bits === undefined ? null : Number(bits);
    if (!family || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128)))) {
      throw new Error(`GATEWAY_TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) proxies.addAddress(address, type);
    else proxies.addSubnet(address, prefix, type);
  }
  return proxies;
}

function socketAddress(c: Context): string {
  try {
    return plainIpv4(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Compares a secret a request sent with the expected one in constant time (hashes of equal length). */
export function sameSecret(sent: string | undefined, secret: string | null): boolean {
  if (!sent || !secret) return false;
  const a = crypto.createHash('sha256').update(sent).digest();
  const b = crypto.createHash('sha256').update(secret).digest();
  return crypto.timingSafeEqual(a, b);
}

function trustedPeer(peer: string, proxies: net.BlockList | null): boolean {
  if (!proxies) return false;
  const family = net.isIP(peer);
  return family !== 0 && proxies.check(peer, family === 4 ? 'ipv4' : 'ipv6');
}

// On the request's context, as timing.ts keeps its phases: a WeakMap entry per request is work for
// the garbage collector on every call.
const RESOLVED = 'clientAddress';

/**
 * The client's address: when the request comes from a trusted hop, the right-most X-Forwarded-For
 * entry that is not itself a trusted proxy (a site server that reached the gateway through the
 * reverse proxy is one hop of the chain, not the visitor); else the socket's peer.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const known = c.get(RESOLVED) as string | undefined;
  if (known) return known;
  const peer = socketAddress(c);
  let address = peer;
  const proxies = trust.trustedProxies ?? null;
  if (sameSecret(c.req.header('x-proxy-secret'), trust.keys.proxySecret) || trustedPeer(peer, proxies)) {
    const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => plainIpv4(entry.trim()));
    let hop = chain.length - 1;
    while (hop > 0 && trustedPeer(chain[hop]!, proxies)) hop -= 1;
    const forwarded = chain[hop] ?? '';
    if (net.isIP(forwarded)) address = forwarded;
  }
  c.set(RESOLVED, address);
  return address;
}

/** The address `clientAddress` resolved for this request earlier (the socket's peer when none did). */
export function resolvedClientAddress(c: Context): string {
  return (c.get(RESOLVED) as string | undefined) ?? socketAddress(c);
}

/** Resolves the client address first thing, so every later step of the request reads the same one. */
export function resolveClientAddress(trust: ProxyTrust) {
  return async (c: Context, next: () => Promise<void>): Promise<void> => {
    clientAddress(c, trust);
    await next();
  };
}

/**
 * The request's headers as SQL sees them (request.headers, lowercased names): x-forwarded-for holds
 * the resolved client address alone, and the proxy secret stays out of the database.
 */
export function scopeHeaders(c: Context): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) {
    // Straight from Node's parser, joined as fetch Headers join them: building those for every
    // request cost more than the rest of this function.
    const raw = incoming.rawHeaders;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = (raw[i] as string).toLowerCase();
      const value = raw[i + 1] as string;
      if (out[name] === undefined) out[name] = value;
      else out[name] += name === 'cookie' ? `; ${value}` : `, ${value}`;
    }
  } else {
    c.req.raw.headers.forEach((value, name) => {
      out[name.toLowerCase()] = value;
    });
  }
  delete out['x-proxy-secret'];
  out['x-forwarded-for'] = resolvedClientAddress(c);
  return out;
}
