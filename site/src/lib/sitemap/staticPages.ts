// The public pages that exist at fixed addresses (spec 2.1): home, search, and the marketing and
// legal pages, in English and in Hindi (/hi/…). Listings have their own sitemaps.
import { STATIC_PAGE_PATHS, staticPageHref } from '../../i18n/lang.ts';

export const STATIC_PAGES: readonly string[] = [
  '/',
  '/properties',
  ...STATIC_PAGE_PATHS,
  staticPageHref('/', 'hi'),
  staticPageHref('/properties', 'hi'),
  ...STATIC_PAGE_PATHS.map((path) => staticPageHref(path, 'hi')),
];
