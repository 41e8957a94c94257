import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';

interface Parsed {
  root: string;
  locs: string[];
  lastmods: (string | null)[];
}

/** Parses XML with the browser's own parser, failing on anything not well-formed. */
async function parseXml(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.getElementsByTagName('parsererror').length)
      throw new Error(`not well-formed XML: ${text.slice(0, 200)}`);
    const entries = [...document.documentElement.children];
    return {
      root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
      locs: entries.map((entry) => entry.getElementsByTagName('loc')[0]?.textContent ?? ''),
      lastmods: entries.map(
        (entry) => entry.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      ),
    };
  }, xml);
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

test('robots.txt and the sitemaps lead search engines to every listed property and no other', async ({
  page,
  request,
  service,
  baseURL,
}) => {
  const listed = await service
    .from('properties')
    .select('id,updated_at')
    .eq('availability', 'available')
    .eq('verified', true);
  expect(listed.error).toBeNull();
  const expected = new Map(
    (listed.data ?? []).map((row) => [
      `${baseURL}/property/${row.id}`,
      new Date(row.updated_at).toISOString(),
    ]),
  );
  expect(expected.size).toBeGreaterThan(0);
  const unlisted = await service.from('properties').select('id').eq('verified', false).limit(1);
  expect(unlisted.error).toBeNull();

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  for (const path of ['/admin', '/admin-secure', '/portal', '/auth', '/language'])
    expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const sitemaps = await parseXml(page, await index.text());
  expect(sitemaps.root).toBe(`${NS} sitemapindex`);
  expect(sitemaps.locs).toEqual([
    `${baseURL}/sitemaps/pages.xml`,
    `${baseURL}/sitemaps/properties-1-of-1.xml`,
  ]);

  const pages = await parseXml(page, await (await request.get('/sitemaps/pages.xml')).text());
  expect(pages.root).toBe(`${NS} urlset`);
  expect(pages.locs).toContain(`${baseURL}/`);
  expect(pages.locs).toContain(`${baseURL}/properties`);
  expect(pages.locs).toContain(`${baseURL}/privacy-policy`);
  expect(pages.locs).toContain(`${baseURL}/hi/privacy-policy`);
  expect(pages.locs).toContain(`${baseURL}/hi`);
  expect(pages.locs).toContain(`${baseURL}/hi/properties`);
  // Home, search, the 14 marketing and legal pages and the programme rules, in English and in Hindi.
  expect(pages.locs).toContain(`${baseURL}/hi/affiliate/rules`);
  expect(pages.locs).not.toContain(`${baseURL}/contact/sent`);
  expect(pages.locs).toHaveLength(34);

  // The one page the index lists, and the same listings split four ways: each exactly once.
  for (const pageCount of [1, 4]) {
    const seen: string[] = [];
    for (let n = 1; n <= pageCount; n += 1) {
      const answer = await request.get(`/sitemaps/properties-${n}-of-${pageCount}.xml`);
      expect(answer.status()).toBe(200);
      const urls = await parseXml(page, await answer.text());
      expect(urls.root).toBe(`${NS} urlset`);
      urls.locs.forEach((loc, i) => {
        expect(expected.get(loc), `${loc} is a listed property`).toBeDefined();
        expect(urls.lastmods[i], `${loc} lastmod`).toBe(expected.get(loc));
      });
      seen.push(...urls.locs);
    }
    expect(seen.length).toBe(expected.size);
    expect(new Set(seen)).toEqual(new Set(expected.keys()));
  }
  if (unlisted.data?.[0]) {
    const all = await (await request.get('/sitemaps/properties-1-of-1.xml')).text();
    expect(all).not.toContain(unlisted.data[0].id);
  }

  expect((await request.get('/sitemaps/properties-2-of-1.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/everything.xml')).status()).toBe(404);
});

test('the home page tells search engines and link previews its canonical address, title and picture', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    await page.title(),
  );
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${baseURL}/og-default.png`);
  const picture = await request.get(image!);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await picture.body()).length).toBeLessThan(50 * 1024);
});
