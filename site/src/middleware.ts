// Runs before any HTML is sent: who is signed in (from the session cookies) and which language.
import { defineMiddleware, sequence } from 'astro:middleware';
import { access } from './lib/accessMiddleware.ts';
import { delivery } from './lib/deliveryMiddleware.ts';
import { createRequestClient, hasSessionCookie } from './lib/requestClient.ts';
import { LANG_COOKIE, langFromCookie } from './i18n/lang.ts';

const session = defineMiddleware(async (context, next) => {
  context.locals.lang = 'en';
  context.locals.user = null;
  // Prerendered pages are built once for everyone: no cookies, no session.
  if (context.isPrerendered) return next();
  context.locals.lang = langFromCookie(context.cookies.get(LANG_COOKIE)?.value);
  context.locals.supabase = createRequestClient(context.request, context.cookies);
  if (hasSessionCookie(context.request)) {
    // getUser asks the auth server, so a forged or revoked cookie never passes for a session.
    const { data } = await context.locals.supabase.auth.getUser();
    context.locals.user = data.user ?? null;
  }
  return next();
});

// Delivery first, so that it wraps the final response (cache headers, compression); access needs
// the session.
export const onRequest = sequence(delivery, session, access);
