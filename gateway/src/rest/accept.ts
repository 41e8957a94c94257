import { LRUCache } from 'lru-cache';
import { errors } from '../errors.ts';

export type MediaKind = 'json' | 'object' | 'csv' | 'openapi';

export interface Negotiated {
  kind: MediaKind;
  stripNulls: boolean;
  contentType: string;
}

interface Candidate {
  type: string;
  params: Record<string, string>;
  q: number;
}

function parseAccept(header: string): Candidate[] {
  return header
    .split(',')
    .map((part) => {
      const [type = '', ...rest] = part.split(';').map((s) => s.trim());
      const params: Record<string, string> = {};
      for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim();
      }
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((c) => c.type !== '' && c.q > 0)
    .sort((a, b) => b.q - a.q);
}

/** Accept headers answered before: clients send the same few, and parsing one is a few µs of every call. */
const known = new LRUCache<string, Readonly<Negotiated>>({ max: 64 });

/** Content negotiation of protocol §2.8; anything unsupported is 406 PGRST107. The answer is shared: not to be changed. */
export function negotiate(header: string | undefined, options: { root?: boolean } = {}): Readonly<Negotiated> {
  const key = options.root ? `\0${header ?? ''}` : header ?? '';
  let media = known.get(key);
  if (media === undefined) {
    media = Object.freeze(choose(header, options));
    known.set(key, media);
  }
  return media;
}

function choose(header: string | undefined, options: { root?: boolean }): Negotiated {
  const accept = header && header.trim() !== '' ? header : '*/*';
  for (const candidate of parseAccept(accept)) {
    const stripNulls = candidate.params.nulls === 'stripped';
    switch (candidate.type) {
      case '*/*':
      case 'application/*':
        return options.root
          ? { kind: 'openapi', stripNulls: false, contentType: 'application/openapi+json; charset=utf-8' }
          : { kind: 'json', stripNulls: false, contentType: 'application/json; charset=utf-8' };
      case 'application/json':
        return { kind: options.root ? 'openapi' : 'json', stripNulls: false, contentType: 'application/json; charset=utf-8' };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        if (options.root) break;
        return { kind: 'json', stripNulls, contentType: `application/vnd.pgrst.array+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8` };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        if (options.root) break;
        return { kind: 'object', stripNulls, contentType: `application/vnd.pgrst.object+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8` };
      case 'text/csv':
        if (options.root) break;
        return { kind: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
      case 'application/openapi+json':
        if (!options.root) break;
        return { kind: 'openapi', stripNulls: false, contentType: 'application/openapi+json; charset=utf-8' };
      default:
        break;
    }
  }
  throw errors.mediaType(accept);
}
