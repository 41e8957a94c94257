import type { APIRoute } from 'astro';
import { absoluteUrl, publicOrigin } from '../../lib/seo.ts';
import { idRange, MAX_URLS_PER_SITEMAP, parsePageName } from '../../lib/sitemap/idRanges.ts';
import { listedInRange } from '../../lib/sitemap/listedProperties.ts';
import { urlsetXml, XML_CONTENT_TYPE } from '../../lib/sitemap/xml.ts';
import { publicClient } from '../../lib/supabaseServer.ts';
import { listingsUnavailable } from '../../server/listingsUnavailable.ts';

// One property sitemap, `/sitemaps/properties-<k>-of-<n>.xml`: the listings of the k-th id slice of n.
export const GET: APIRoute = async ({ params, url }) => {
  const named = parsePageName(params.name ?? '');
  if (!named) return new Response(null, { status: 404 });
  const origin = publicOrigin(url, false)!;
  let rows;
  try {
    rows = await listedInRange(publicClient(), idRange(named.page, named.pages));
  } catch (error) {
    // Never a partial sitemap: a crawler would take the missing listings as gone.
    listingsUnavailable(url.pathname, error instanceof Error ? error.message : String(error));
    return new Response('Listings are unavailable right now.', {
      status: 503,
      headers: { 'Retry-After': '60' },
    });
  }
  if (rows.length >= MAX_URLS_PER_SITEMAP)
    console.warn(
      `${url.pathname}: slice holds ${MAX_URLS_PER_SITEMAP}+ listings; the rest are left out`,
    );
  const urls = rows.map((row) => ({
    loc: absoluteUrl(`/property/${row.id}`, origin),
    lastmod: row.updated_at,
  }));
  return new Response(urlsetXml(urls), { headers: { 'Content-Type': XML_CONTENT_TYPE } });
};
