import type { MarketingPageContent } from './types.ts';
import { ROUTES } from './routes.ts';

export const aboutPage: MarketingPageContent = {
  path: '/about',
  title: 'About Rentals.in: verified rentals and managed homes across India',
  description:
    'Rentals.in is a rental marketplace for India: verified listings, managed rentals with a Rental Value Lock, and a broker and affiliate network, for owners, tenants and companies.',
  hero: {
    eyebrow: 'About us',
    heading: 'Renting in India should be simple, fair and on the record',
    lead:
      'Rentals.in brings owners, tenants, companies and brokers together on one platform: homes verified before they are shown, rents and deposits stated upfront, and managed rentals tracked month by month.',
    actions: [
      { label: 'Search properties', href: ROUTES.properties, primary: true },
      { label: 'Our services', href: ROUTES.services },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'numbers',
      heading: 'Rentals.in in numbers',
      items: [
        { title: '1.2K+ properties', text: 'Homes listed by owners and brokers, from studios to family villas.' },
        { title: '5K+ happy clients', text: 'Tenants, owners and companies who found a home or a tenant with us.' },
        { title: '10+ cities', text: 'Mumbai, Bengaluru, Delhi, Gurugram, Noida, Hyderabad, Pune, Chennai, Kolkata, Ahmedabad and growing.' },
      ],
    },
    {
      kind: 'grid',
      id: 'principles',
      heading: 'What we hold ourselves to',
      items: [
        { title: 'Verified before visible', text: 'Our team checks listings before they earn the verified badge, and managed properties before we accept them.' },
        { title: 'Numbers upfront', text: 'Rent and deposit on every listing, in rupees the Indian way. Owners see the management fee and the locked rental value before they sign.' },
        { title: 'Everything on the record', text: 'Applications, visits, monthly payments and admin decisions are recorded, with an audit trail for every change to a broker’s terms.' },
        { title: 'Earnings from real rentals', text: 'Brokers and affiliates earn only on rent-based value actually paid on managed properties, never for recruiting.' },
      ],
    },
    {
      kind: 'grid',
      id: 'who',
      heading: 'Who we serve',
      items: [
        { title: 'Owners and landlords', text: 'Let it yourself or hand it to us.', href: '/property-owners' },
        { title: 'Tenants', text: 'Verified homes and online applications.', href: '/tenants' },
        { title: 'Companies', text: 'Leases for relocating employees.', href: '/corporates' },
        { title: 'Brokers and affiliates', text: 'A rank plan from Starter to Chairman.', href: '/brokers' },
      ],
    },
  ],
  cta: {
    heading: 'Come and rent with us',
    text: 'Find a home, list one, or join the broker network.',
    actions: [
      { label: 'Search properties', href: ROUTES.properties, primary: true },
      { label: 'Become a broker', href: ROUTES.brokerRegister },
      { label: 'Contact us', href: ROUTES.contact },
    ],
  },
};
