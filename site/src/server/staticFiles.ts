// Serves the build's client folder (hashed assets, public files, prerendered pages) with the
// .br / .gz copies written at build time, conditional requests and the cache lifetimes of
// src/lib/cachePolicy.ts. @astrojs/node's own static handler sends files only as they are.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { staticFileCacheControl } from '../lib/cachePolicy.ts';
import { COMPRESSIBLE_EXTENSIONS, negotiateEncoding, type Encoding } from '../lib/encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

interface Variant {
  file: string;
  size: number;
}

interface StaticFile {
  /** Path inside the client folder, with a leading slash (`/about/index.html`). */
  relative: string;
  contentType: string;
  /** Size and modification time, the base of each representation's ETag. */
  version: string;
  lastModified: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

interface Found {
  file: string;
  stat: fs.Stats;
}

/**
 * Every file under `root` by its path there (`/about/index.html`), found once when the server
 * starts: the folder is the immutable output of a build, and a page rendered per request would
 * otherwise cost two failed file-system lookups (its path, and its path's index.html) every time.
 */
function indexFiles(root: string): Map<string, Found> {
  const files = new Map<string, Found>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set(`/${path.relative(root, full).split(path.sep).join('/')}`, { file: full, stat: fs.statSync(full) });
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
}

/** The decoded, normalised form of a URL path (`/a/../b%20c` → `/b c`), or undefined when it cannot name a file. */
function normalise(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return undefined;
  const normal = path.posix.normalize(decoded);
  // Hidden files stay hidden (the build writes none we mean to serve).
  if (normal.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return normal;
}

/** The file a normalised path names (a folder means its index.html), or undefined. */
function locate(files: Map<string, Found>, normal: string): Found | undefined {
  const trimmed = normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
  return files.get(trimmed) ?? files.get(`${trimmed === '/' ? '' : trimmed}/index.html`);
}

function describe(files: Map<string, Found>, relative: string, { file, stat }: Found): StaticFile {
  const extension = path.extname(file).toLowerCase();
  const encoded: StaticFile['encoded'] = {};
  if (COMPRESSIBLE_EXTENSIONS.has(extension)) {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const copy = files.get(relative + suffix);
      if (copy) encoded[encoding] = { file: copy.file, size: copy.stat.size };
    }
  }
  return {
    relative,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    version: `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`,
    lastModified: stat.mtime.toUTCString(),
    plain: { file, size: stat.size },
    encoded,
  };
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * A handler that answers GET and HEAD for files under `root` and resolves true, or resolves false
 * (and writes nothing) when no file matches, so that the caller renders the request instead.
 * The folder is the immutable output of a build: its files are listed once (indexFiles), and what
 * a path resolves to is remembered (by its normalised form, so that spellings of one path cannot
 * grow the memory).
 */
export function createStaticHandler(
  root: string,
  options: { headersFor?: (relative: string) => Record<string, string> } = {},
): StaticHandler {
  const absoluteRoot = path.resolve(root);
  const files = indexFiles(absoluteRoot);
  const known = new Map<string, StaticFile>();
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const normal = normalise((req.url ?? '/').split(/[?#]/)[0]!);
    if (!normal) return false;
    let entry = known.get(normal);
    if (!entry) {
      const found = locate(files, normal);
      if (!found) return false;
      entry = describe(files, `/${path.relative(absoluteRoot, found.file).split(path.sep).join('/')}`, found);
      known.set(normal, entry);
    }
    const available = Object.keys(entry.encoded) as Encoding[];
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
    const variant = encoding ? entry.encoded[encoding]! : entry.plain;
    const etag = `"${entry.version}${encoding ? `-${encoding}` : ''}"`;
    res.setHeader('Content-Type', entry.contentType);
    res.setHeader('Cache-Control', staticFileCacheControl(entry.relative));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', entry.lastModified);
    if (available.length) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    for (const [name, value] of Object.entries(options.headersFor?.(entry.relative) ?? {})) res.setHeader(name, value);
    const ifNoneMatch = req.headers['if-none-match'];
    if (
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', variant.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    await pipeline(fs.createReadStream(variant.file), res).catch(() => res.destroy());
    return true;
  };
}
