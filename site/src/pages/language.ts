import type { APIRoute } from 'astro';
import { LANG_COOKIE } from '../i18n/lang.ts';
import { visitorUsesHttps } from '../lib/gatewayFetch.ts';
import { parseLang, safeNext } from '../lib/languageSwitch.ts';

// The language switch: remembers the choice in the `lang` cookie (read by the middleware) and sends
// the visitor back to the page they were on. A plain link, so it works without JavaScript.
export const prerender = false;

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const GET: APIRoute = ({ url, cookies, redirect }) => {
  const to = parseLang(url.searchParams.get('to'));
  if (to)
    cookies.set(LANG_COOKIE, to, {
      path: '/',
      maxAge: ONE_YEAR_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: visitorUsesHttps() || url.protocol === 'https:',
    });
  const response = redirect(safeNext(url.searchParams.get('next')), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};
