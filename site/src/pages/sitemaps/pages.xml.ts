import type { APIRoute } from 'astro';
import { absoluteUrl, publicOrigin } from '../../lib/seo.ts';
import { STATIC_PAGES } from '../../lib/sitemap/staticPages.ts';
import { urlsetXml, XML_CONTENT_TYPE } from '../../lib/sitemap/xml.ts';

export const GET: APIRoute = ({ url }) => {
  const origin = publicOrigin(url, false)!;
  const urls = STATIC_PAGES.map((path) => ({ loc: absoluteUrl(path, origin) }));
  return new Response(urlsetXml(urls), { headers: { 'Content-Type': XML_CONTENT_TYPE } });
};
