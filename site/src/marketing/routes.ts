// The app routes marketing pages send people to (spec 2.1).
import type { ContactTopic } from '@rentals/core/validation/contact';

export const ROUTES = {
  home: '/',
  properties: '/properties',
  auth: '/auth',
  createListing: '/properties/create',
  submitManagedRental: '/portal/user/submit-managed-rental',
  brokerRegister: '/register/broker',
  affiliateRegister: '/affiliate/register',
  services: '/services',
  contact: '/contact',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
} as const;

/** The contact form with its topic chosen: contactAbout('guaranteed_lease') → '/contact?topic=guaranteed_lease'. */
export function contactAbout(topic: ContactTopic): string {
  return `${ROUTES.contact}?topic=${topic}`;
}
