// The language switch is a plain link to /language, which sets the cookie and sends the visitor
// back to the page they were on: it works without JavaScript and keeps path and query.
import type { AstroCookieSetOptions } from 'astro';
import { LANGS, type Lang } from '../i18n/lang.ts';
import { visitorUsesHttps } from './gatewayFetch.ts';
import { sameSitePath } from './sameSitePath.ts';

export const LANGUAGE_PATH = '/language';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** How the `lang` cookie is written: a year, the whole site, not sent on cross-site posts. */
export const LANG_COOKIE_OPTIONS = (url: URL): AstroCookieSetOptions => ({
  path: '/',
  maxAge: ONE_YEAR_S,
  sameSite: 'lax',
  httpOnly: true,
  secure: visitorUsesHttps() || url.protocol === 'https:',
});

/** Each language's name in itself, shown the same whatever the page's language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/** A lang query value, or null for anything else: parseLang('hi') === 'hi', parseLang('fr') === null. */
export function parseLang(value: string | null): Lang | null {
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : null;
}

/**
 * Where to go after switching: a path on this site (with its query and hash), '/' for anything
 * else. safeNext('/properties?city=Pune') === '/properties?city=Pune'; safeNext('//evil.example') === '/'.
 */
export function safeNext(next: string | null): string {
  return sameSitePath(next, '/', [LANGUAGE_PATH]);
}

/** The switch link for one language from the current page: switchHref('hi', '/?city=Pune'). */
export function switchHref(to: Lang, current: string): string {
  return `${LANGUAGE_PATH}?${new URLSearchParams({ to, next: safeNext(current) }).toString()}`;
}
