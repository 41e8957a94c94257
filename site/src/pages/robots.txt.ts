import type { APIRoute } from 'astro';
import { absoluteUrl, publicOrigin } from '../lib/seo.ts';

// Personal and back-office areas stay out of search results; everything public is open to crawl.
// "/portal" also covers /portal-auth.
const DISALLOWED = ['/admin', '/admin-secure', '/portal', '/auth', '/language'];

export const GET: APIRoute = ({ url }) => {
  const origin = publicOrigin(url, false)!;
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
