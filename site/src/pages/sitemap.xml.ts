import type { APIRoute } from 'astro';
import { absoluteUrl, publicOrigin } from '../lib/seo.ts';
import { pageCount, pageName } from '../lib/sitemap/idRanges.ts';
import { estimateListed } from '../lib/sitemap/listedProperties.ts';
import { sitemapIndexXml, XML_CONTENT_TYPE } from '../lib/sitemap/xml.ts';
import { publicClient } from '../lib/supabaseServer.ts';
import { listingsUnavailable } from '../server/listingsUnavailable.ts';

// The sitemap index: the static pages, then as many property sitemaps as the listing count needs
// (src/lib/sitemap/idRanges.ts says how they split the listings).
export const GET: APIRoute = async ({ url }) => {
  const origin = publicOrigin(url, false)!;
  let listings: number;
  try {
    listings = await estimateListed(publicClient());
  } catch (error) {
    listingsUnavailable('sitemap.xml', error instanceof Error ? error.message : String(error));
    return new Response('Listings are unavailable right now.', {
      status: 503,
      headers: { 'Retry-After': '60' },
    });
  }
  const pages = pageCount(listings);
  const locs = [absoluteUrl('/sitemaps/pages.xml', origin)];
  for (let page = 1; page <= pages; page += 1)
    locs.push(absoluteUrl(`/sitemaps/${pageName(page, pages)}.xml`, origin));
  return new Response(sitemapIndexXml(locs), { headers: { 'Content-Type': XML_CONTENT_TYPE } });
};
