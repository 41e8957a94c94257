// Which language a page is in, decided in one place (chooseLang) for the middleware, the error
// pages and anything that caches pages by language. Visible text is English or Hindi; numbers,
// rupees and dates stay en-IN in both.

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** The cookie that remembers the chosen language for a year. */
export const LANG_COOKIE = 'lang';

/** Where the Hindi copies of the language pages live: /hi/about is /about in Hindi, /hi is the home page. */
export const HINDI_PREFIX = '/hi';

/**
 * The marketing and legal pages, prerendered once per language: English at their own path, Hindi
 * under /hi. The visitor pages (visitorPage) are addressed the same way; every other page is one
 * address for both languages, in the language of the choice.
 */
export const STATIC_PAGE_PATHS: readonly string[] = [
  '/about',
  '/contact',
  '/services',
  '/property-owners',
  '/tenants',
  '/corporates',
  '/brokers',
  '/guaranteed-lease',
  '/tenant-verification',
  '/furnished-leasing',
  '/legal-support',
  '/property-management',
  '/terms-conditions',
  '/privacy-policy',
  '/affiliate/rules',
];

/**
 * Prerendered pages in both languages that search engines are not sent to (where a sent enquiry
 * lands): addressed like the others (/hi/contact/sent), left out of the sitemap.
 */
export const UNLISTED_PAGE_PATHS: readonly string[] = ['/contact/sent'];

const STATIC = new Set([...STATIC_PAGE_PATHS, ...UNLISTED_PAGE_PATHS]);

/** The language a cookie value names, or null: langFromCookie('hi') === 'hi', langFromCookie('fr') === null. */
export function langFromCookie(value: string | null | undefined): Lang | null {
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : null;
}

/** The value of the html lang attribute: htmlLang('hi') === 'hi-IN'. */
export function htmlLang(lang: Lang): string {
  return `${lang}-IN`;
}

/**
 * The prerendered page a path is, with its language, or null for any other page:
 * staticPage('/hi/about') → { path: '/about', lang: 'hi' }; staticPage('/properties') → null.
 */
export function staticPage(pathname: string): { path: string; lang: Lang } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC.has(path)) return { path, lang: 'en' };
  if (path.startsWith(`${HINDI_PREFIX}/`) && STATIC.has(path.slice(HINDI_PREFIX.length)))
    return { path: path.slice(HINDI_PREFIX.length), lang: 'hi' };
  return null;
}

/** The address of a language page in a language: staticPageHref('/about', 'hi') === '/hi/about', staticPageHref('/', 'hi') === '/hi'. */
export function staticPageHref(path: string, lang: Lang): string {
  if (lang !== 'hi') return path;
  return path === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

// Home, search and a listing: rendered per request, but like the prerendered pages the same HTML
// for everyone at one address, so a CDN can keep them; their language is the address's.
const VISITOR_PAGE = /^\/(?:properties|property\/[^/]+)?$/;

/**
 * The visitor page a path is (home, search, a listing), with its language, or null:
 * visitorPage('/hi/property/7') → { path: '/property/7', lang: 'hi' }; visitorPage('/hi') → { path: '/', lang: 'hi' };
 * visitorPage('/properties/create') → null.
 */
export function visitorPage(pathname: string): { path: string; lang: Lang } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (VISITOR_PAGE.test(path)) return { path, lang: 'en' };
  if (path === HINDI_PREFIX) return { path: '/', lang: 'hi' };
  if (path.startsWith(`${HINDI_PREFIX}/`) && VISITOR_PAGE.test(path.slice(HINDI_PREFIX.length)))
    return { path: path.slice(HINDI_PREFIX.length), lang: 'hi' };
  return null;
}

/** A page with one address per language (prerendered or visitor page), or null for any other page. */
export function languagePage(pathname: string): { path: string; lang: Lang } | null {
  return staticPage(pathname) ?? visitorPage(pathname);
}

/**
 * A link as a reader of `lang` should follow it: a language page's address in that language, any
 * other link unchanged (it serves both languages). localHref('hi', '/about#team') === '/hi/about#team';
 * localHref('hi', '/properties?city=Pune') === '/hi/properties?city=Pune'; localHref('en', '/hi') === '/'.
 */
export function localHref(lang: Lang, href: string): string {
  const at = href.search(/[?#]/);
  const path = at === -1 ? href : href.slice(0, at);
  const page = languagePage(path);
  return page ? staticPageHref(page.path, lang) + (at === -1 ? '' : href.slice(at)) : href;
}

export interface LangSignals {
  /** The request's path. */
  pathname: string;
  /** The `lang` cookie's value, if any. */
  cookie?: string | null;
  /** The signed-in person's saved choice (profiles.preferred_language), if any. */
  profile?: string | null;
}

/**
 * The language of a page. A language page (prerendered, or home, search and a listing) is the
 * language of its address, whatever the cookie or profile say (its HTML is the same for everyone),
 * and so is any address under /hi. Any other page follows the signed-in person's saved choice, else
 * the cookie, else English. chooseLang({ pathname: '/properties', cookie: 'hi' }) === 'en';
 * chooseLang({ pathname: '/portal/user', cookie: 'hi' }) === 'hi'.
 */
export function chooseLang({ pathname, cookie, profile }: LangSignals): Lang {
  const page = languagePage(pathname);
  if (page) return page.lang;
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return 'hi';
  return langFromCookie(profile) ?? langFromCookie(cookie) ?? 'en';
}

/** The language a request's Cookie header chose, for pages without a session (errors): English by default. */
export function langOfCookieHeader(header: string | null | undefined): Lang {
  const pair = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANG_COOKIE}=`));
  return langFromCookie(pair?.slice(LANG_COOKIE.length + 1)) ?? 'en';
}
