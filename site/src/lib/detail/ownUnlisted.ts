// A listing that visitors cannot see (under review, booked, withdrawn) is still open to its owner
// and to admins. The listing page reads as anon so that its HTML is the same for everyone; only
// when that read finds nothing and the request carries a session does it ask again as the person,
// and such an answer is personal: never stored by any cache.
import type { AstroCookies } from 'astro';
import { readSignedInPerson } from '../auth/signedInPerson.ts';
import { CACHE_CONTROL } from '../cachePolicy.ts';
import { createRequestClient, hasSessionCookie } from '../requestClient.ts';
import { loadPropertyDetail, type DetailResult } from './load.ts';

export async function loadForSession(request: Request, cookies: AstroCookies, headers: Headers, id: string): Promise<DetailResult | null> {
  if (!hasSessionCookie(request)) return null;
  const client = createRequestClient(request, cookies);
  if (!(await readSignedInPerson(client))) return null;
  const detail = await loadPropertyDetail(client, id);
  if (detail.status === 'ok') headers.set('Cache-Control', CACHE_CONTROL.personal);
  return detail.status === 'ok' ? detail : null;
}
