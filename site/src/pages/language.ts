import type { APIRoute } from 'astro';
import { LANG_COOKIE, localHref } from '../i18n/lang.ts';
import { LANG_COOKIE_OPTIONS, parseLang, safeNext } from '../lib/languageSwitch.ts';
import { savePreferredLanguage } from '../lib/preferredLanguage.ts';

// The language switch: remembers the choice in the `lang` cookie (read by the middleware) and, for
// a signed-in person, on their profile; then sends the visitor back to the page they were on, or to
// its copy in the new language when that page is prerendered once per language. A plain link, so it
// works without JavaScript.
export const prerender = false;

export const GET: APIRoute = async ({ url, cookies, redirect, locals }) => {
  const to = parseLang(url.searchParams.get('to'));
  let next = safeNext(url.searchParams.get('next'));
  if (to) {
    cookies.set(LANG_COOKIE, to, LANG_COOKIE_OPTIONS(url));
    if (locals.user) await savePreferredLanguage(locals.supabase, locals.user.id, to);
    next = localHref(to, next);
  }
  const response = redirect(next, 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};
