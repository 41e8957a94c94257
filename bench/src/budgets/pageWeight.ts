// What a first visit to a page downloads, counted from the browser's own network events: bytes on
// the wire per resource type (as the server compressed them) and the gzipped size of every script.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';

const gzip = promisify(zlib.gzip);

export interface PageWeight {
  url: string;
  status: number;
  requests: number;
  /** Headers and bodies as transferred, all requests. */
  totalBytes: number;
  /** Transferred bytes by Playwright resource type (document, script, stylesheet, image, font, fetch, ...). */
  byType: Record<string, number>;
  /** Script bodies gzipped (level 6), whatever encoding the server chose. */
  jsGzipBytes: number;
  scripts: string[];
}

/**
 * Loads `url` in `page`, which must belong to a fresh context (empty cache, no cookies), and waits
 * until the network is idle, so islands hydrated on idle count too. Only bytes are measured, no time.
 */
export async function weighPage(page: Page, url: string): Promise<PageWeight> {
  const counted: Promise<void>[] = [];
  const weight: PageWeight = {
    url,
    status: 0,
    requests: 0,
    totalBytes: 0,
    byType: {},
    jsGzipBytes: 0,
    scripts: [],
  };
  const count = async (request: Request) => {
    if (request.url().startsWith('data:')) return;
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    const type = request.resourceType();
    weight.requests += 1;
    weight.totalBytes += bytes;
    weight.byType[type] = (weight.byType[type] ?? 0) + bytes;
    if (type === 'script') {
      const body = await (await request.response())?.body();
      if (body) weight.jsGzipBytes += (await gzip(body)).length;
      weight.scripts.push(new URL(request.url()).pathname);
    }
  };
  const listener = (request: Request) => counted.push(count(request));
  page.on('requestfinished', listener);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await Promise.all(counted);
    weight.status = response?.status() ?? 0;
    return weight;
  } finally {
    page.off('requestfinished', listener);
  }
}

/** A first visit to `url` in a new context of `browser` emulating `device`. */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  device: BrowserContextOptions,
): Promise<PageWeight> {
  const context = await browser.newContext(device);
  try {
    return await weighPage(await context.newPage(), url);
  } finally {
    await context.close();
  }
}
