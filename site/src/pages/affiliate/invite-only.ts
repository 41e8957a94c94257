// /affiliate/invite-only (spec 2.1): an invitation link lands on the registration page with its
// sponsor kept (?ref=AFF10023); anything that is not an affiliate code is dropped.
import type { APIRoute } from 'astro';
import { normaliseAffiliateCode } from '@rentals/core/rules/affiliate';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const ref = normaliseAffiliateCode(url.searchParams.get('ref'));
  const location = ref ? `/affiliate/register?ref=${encodeURIComponent(ref)}` : '/affiliate/register';
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
};
