// Runs before any HTML is sent: who is signed in (from the session cookies) and which language.
// Pages that are the same for everyone read neither session nor cookie.
import { defineMiddleware, sequence } from 'astro:middleware';
import { access } from './lib/accessMiddleware.ts';
import { readSignedInPerson } from './lib/auth/signedInPerson.ts';
import { delivery } from './lib/deliveryMiddleware.ts';
import { createRequestClient, hasSessionCookie } from './lib/requestClient.ts';
import { publicClient } from './lib/supabaseServer.ts';
import { chooseLang, LANG_COOKIE, visitorPage } from './i18n/lang.ts';
import { LANG_COOKIE_OPTIONS } from './lib/languageSwitch.ts';

const session = defineMiddleware(async (context, next) => {
  // A listing that is not there becomes the not-found page (Astro.rewrite, which runs this again
  // with the same locals): it stays in the language its address named, and reads no session either.
  if (context.url.pathname === '/404' && context.locals.sessionFree && context.locals.lang) return next();
  context.locals.user = null;
  context.locals.roles = [];
  context.locals.fullName = null;
  context.locals.unreadConversations = 0;
  // Prerendered pages are built once for everyone: no cookies, no session; the address names the language.
  if (context.isPrerendered) {
    context.locals.sessionFree = true;
    context.locals.lang = chooseLang({ pathname: context.url.pathname });
    return next();
  }
  // Home, search and a listing are the same HTML for everyone at one address, so a CDN can keep
  // them: no session is read (the browser shows the person's part) and no cookie is set.
  const page = visitorPage(context.url.pathname);
  if (page) {
    context.locals.sessionFree = true;
    context.locals.lang = page.lang;
    context.locals.supabase = publicClient();
    // /hi, /hi/properties and /hi/property/<id> are the English routes rendered in Hindi.
    return page.lang === 'hi' ? next(new URL(`${page.path}${context.url.search}`, context.url)) : next();
  }
  context.locals.sessionFree = false;
  const cookie = context.cookies.get(LANG_COOKIE)?.value;
  context.locals.supabase = createRequestClient(context.request, context.cookies);
  let profile = null;
  if (hasSessionCookie(context.request)) {
    // The database checks the session (signed_in_person), so a forged or revoked cookie never
    // passes for one; the same call gives the person's roles, language, name and unread count.
    const person = await readSignedInPerson(context.locals.supabase);
    if (person) {
      context.locals.user = person.user;
      context.locals.roles = person.roles;
      context.locals.fullName = person.fullName;
      context.locals.unreadConversations = person.unreadConversations;
      profile = person.preferredLanguage;
    }
  }
  context.locals.lang = chooseLang({ pathname: context.url.pathname, cookie, profile });
  // The device remembers the person's choice, so it stays after signing out (a signed-in answer is
  // never cached, so setting the cookie here costs no caching).
  if (profile && profile !== cookie) context.cookies.set(LANG_COOKIE, profile, LANG_COOKIE_OPTIONS(context.url));
  return next();
});

// Delivery first, so that it wraps the final response (cache headers, compression); access needs
// the session.
export const onRequest = sequence(delivery, session, access);
