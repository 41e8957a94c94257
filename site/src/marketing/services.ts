import type { MarketingPageContent } from './types.ts';
import { ROUTES } from './routes.ts';

export const servicesPage: MarketingPageContent = {
  path: '/services',
  title: 'Our services: listings, managed rentals, verification and more — Rentals.in',
  description:
    'What Rentals.in does for owners, tenants, companies and brokers: verified listings, managed rentals, guaranteed lease, furnished leasing, tenant verification and legal support.',
  hero: {
    eyebrow: 'Services',
    heading: 'One place for every part of renting a home in India',
    lead:
      'Search and list verified homes, hand a property over as a managed rental, or use a single service, from tenant verification to a registered agreement.',
    actions: [
      { label: 'Search properties', href: ROUTES.properties, primary: true },
      { label: 'Contact us', href: ROUTES.contact },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'renting',
      heading: 'Renting and letting',
      items: [
        { title: 'Verified listings', href: ROUTES.properties, text: 'Homes checked by our team before they get the verified badge, searchable by city, locality, budget, BHK and furnishing.' },
        { title: 'Property management', href: '/property-management', text: 'Managed rentals: tenants, agreements, maintenance and a monthly payment record, for 8% of the rent by default.' },
        { title: 'Guaranteed lease', href: '/guaranteed-lease', text: 'A guaranteed monthly rent for the contract term, paid whether or not the home is occupied.' },
        { title: 'Furnished leasing', href: '/furnished-leasing', text: 'Fully and semi-furnished homes, with an inventory at every handover.' },
      ],
    },
    {
      kind: 'grid',
      id: 'paperwork',
      heading: 'Checks and paperwork',
      items: [
        { title: 'Tenant verification', href: '/tenant-verification', text: 'Identity, work or income and past-rental checks, with the tenant’s consent.' },
        { title: 'Legal support', href: '/legal-support', text: 'Agreements drafted, stamp duty paid, registration booked and police verification filed.' },
      ],
    },
    {
      kind: 'grid',
      id: 'audiences',
      heading: 'Who we work with',
      items: [
        { title: 'Property owners', href: '/property-owners', text: 'List a home yourself, or let us manage it.' },
        { title: 'Tenants', href: '/tenants', text: 'Search, shortlist, visit and apply online.' },
        { title: 'Corporates', href: '/corporates', text: 'Company leases for relocating employees and project teams.' },
        { title: 'Brokers and affiliates', href: '/brokers', text: 'Ranks from Starter to Chairman and 10% to 35% commission on paid RVL.' },
      ],
    },
  ],
  cta: {
    heading: 'Not sure where to start?',
    text: 'Tell us what you need and the right team will reply, usually the same working day.',
    actions: [
      { label: 'Contact us', href: ROUTES.contact, primary: true },
      { label: 'Become a broker', href: ROUTES.brokerRegister },
    ],
  },
};
