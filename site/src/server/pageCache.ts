// The visitor pages (home, search, listing, in either language) kept for a few seconds in the
// server's memory, so that a burst of visitors costs one render and one set of API calls, not one
// each. These pages read no cookie and no session (the middleware leaves them out; the browser
// shows the person's part), so one copy per address serves everyone, signed in or not. An answer
// is kept only when it is a public 200 that sets no cookie (cachePolicy.ts marks every answer that
// sets one `private, no-store`).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { visitorPage } from '../i18n/lang.ts';
import { negotiateEncoding, RENDERED_ENCODINGS } from '../lib/encoding.ts';

/**
 * SITE_PAGE_CACHE_SECONDS: how long an anonymous page is served from memory, 0 to 60 (default 30;
 * 0 renders every visit). Past 60 a listing change could stay unseen for more than a minute.
 */
export function pageCacheTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SITE_PAGE_CACHE_SECONDS;
  if (raw === undefined || raw === '') return 30_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error(`SITE_PAGE_CACHE_SECONDS must be a number of seconds from 0 to 60, got '${raw}'`);
  }
  return seconds * 1000;
}

export interface PageCacheOptions {
  /** How long a page is served from memory; with its Age header a shared cache adds nothing past max-age. */
  ttlMs: number;
  /** Memory the bodies may take, in bytes; the least recently used go first. */
  maxBytes: number;
  /** A body larger than this is never kept. */
  maxEntryBytes: number;
  /** Headers the server sets itself on every request (they depend on the visitor, not the page). */
  ownHeaders: readonly string[];
  now?: () => number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

/**
 * The cache key of a request, or null when the request may be neither served from nor stored in
 * the cache: not a GET or HEAD of a visitor page. Cookies play no part: the address names the
 * language, and these pages are the same with or without a session.
 */
export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const pathname = url.split(/[?#]/)[0] ?? '/';
  // The home page, the search page and a listing's page, in either language.
  if (!visitorPage(pathname)) return null;
  // The address names the language (/hi/…), whatever the cookie says. The encoding is the one the
  // page is compressed in (compressResponse), so each coding of the page is kept apart.
  const encoding = negotiateEncoding(headerValue(req.headers['accept-encoding']), RENDERED_ENCODINGS) ?? 'identity';
  return `${encoding} ${url.split('#')[0]}`;
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Whether an answer is the same for every anonymous visitor, as its own headers say. */
export function sharedAnswer(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  return /(?:^|,)\s*public\b/i.test(cacheControl) && !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
}

export interface PageCache {
  /** Answers `req` from memory when it can; true when it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps the answer `res` is about to send for `req` when it is shared. */
  record(req: IncomingMessage, res: ServerResponse): void;
  /** Pages held and bytes they take (for tests and metrics). */
  size(): { entries: number; bytes: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const own = new Set(options.ownHeaders.map((h) => h.toLowerCase()));
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    if (entry.body.length > options.maxEntryBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  return {
    serve(req, res) {
      if (options.ttlMs <= 0) return false;
      const key = pageCacheKey(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      const age = now() - entry.storedAt;
      if (age >= options.ttlMs || age < 0) {
        drop(key);
        return false;
      }
      // Most recently used last, so the least recently used go first.
      entries.delete(key);
      entries.set(key, entry);
      for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value);
      res.setHeader('Age', String(Math.floor(age / 1000)));
      res.writeHead(entry.status);
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },

    record(req, res) {
      if (options.ttlMs <= 0 || req.method !== 'GET') return;
      const key = pageCacheKey(req);
      if (key === null) return;
      const chunks: Buffer[] = [];
      let size = 0;
      let overflow = false;
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size > options.maxEntryBytes) {
          overflow = true;
          chunks.length = 0;
        } else chunks.push(buffer);
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      (res as { write: unknown }).write = (...args: unknown[]) => {
        collect(args[0], args[1]);
        return write(...args);
      };
      (res as { end: unknown }).end = (...args: unknown[]) => {
        collect(args[0], args[1]);
        const headers = res.getHeaders();
        if (!overflow && sharedAnswer(res.statusCode, headers)) {
          const kept: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(headers)) if (!own.has(name)) kept[name] = value;
          delete kept['content-length'];
          store(key, { status: res.statusCode, headers: { ...kept, 'content-length': String(size) }, body: Buffer.concat(chunks), storedAt: now() });
        }
        return end(...args);
      };
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}
