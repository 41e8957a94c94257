// POST /alerts/unsubscribe?token=…: the one-click unsubscribe of alert emails (RFC 8058). Mail
// providers post it from their own servers, without this site's Origin, which Astro's cross-site
// form check would refuse: it is answered here, before Astro. The token in the address is the
// whole right (unguessable, one saved search, and all it can do is switch alerts off), so no
// session or origin is asked for. The answer sends a browser to the page that says it is done.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicClient } from '../lib/supabaseServer.ts';

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of an unsubscribe link, or null when it cannot be one. */
export function unsubscribeToken(value: string | null | undefined): string | null {
  const token = value?.trim() ?? '';
  return UUID.test(token) ? token.toLowerCase() : null;
}

export function isOneClickUnsubscribe(method: string | undefined, pathname: string): boolean {
  return method === 'POST' && (pathname === UNSUBSCRIBE_PATH || pathname === `${UNSUBSCRIBE_PATH}/`);
}

export async function oneClickUnsubscribe(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  const token = unsubscribeToken(url.searchParams.get('token'));
  let status = 404;
  if (token) {
    const { error } = await publicClient().rpc('unsubscribe_saved_search', { _token: token });
    status = !error ? 303 : error.code === 'P0001' ? 404 : 503;
    if (status === 503) console.error(`unsubscribe: ${error?.message}`);
  }
  if (status === 303) {
    res.writeHead(303, { Location: `${UNSUBSCRIBE_PATH}?token=${token}`, 'Cache-Control': 'no-store', 'Content-Length': '0' });
    return void res.end();
  }
  const body = status === 404 ? 'This unsubscribe link is not valid.' : 'Could not stop the alerts just now. Please try again.';
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
