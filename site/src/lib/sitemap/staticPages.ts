// The public pages that exist at fixed addresses (spec 2.1): search, and the marketing and legal
// pages. Listings have their own sitemaps.
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/properties',
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
];
