import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const tenantsPage: MarketingPageContent = {
  path: '/tenants',
  title: 'Find a verified home to rent — Rentals.in for tenants',
  description:
    'Search verified rental homes across Indian cities by budget, BHK, furnishing and locality; shortlist, book physical or virtual visits and apply online.',
  hero: {
    eyebrow: 'For tenants',
    heading: 'Find a home you can trust, at a rent you can see upfront',
    lead:
      'Every listing shows the monthly rent and deposit before you call anyone. Verified listings have been checked by our team, so the flat you visit is the flat in the photos.',
    actions: [
      { label: 'Search properties', href: ROUTES.properties, primary: true },
      { label: 'Create an account', href: ROUTES.auth },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'From search to keys',
      items: [
        { title: 'Search the way you think', text: 'Filter by city, locality, rent range, BHK, property type, furnishing, tenant preference and move-in date. Share the search link with family.' },
        { title: 'Shortlist and compare', text: 'Save homes to your shortlist. Your recent searches and recently viewed homes wait for you when you come back.' },
        { title: 'Visit in person or on video', text: 'Pick a date and time for a physical visit, or a virtual walk-through if you are moving from another city.' },
        { title: 'Apply online', text: 'Send an application with your move-in date and a note to the owner, then follow its status under your applications.' },
      ],
    },
    {
      kind: 'grid',
      id: 'why',
      heading: 'Why renting here is easier',
      items: [
        { title: 'Verified listings', text: 'Our team checks listings before they are marked verified. You can show only verified homes in search.' },
        { title: 'Rents the Indian way', text: 'Rent and deposit in rupees with Indian grouping (₹45,000, ₹1,50,000), so there is no guessing about lakhs.' },
        { title: 'Clear deposits', text: 'The deposit is on the listing. Norms differ by city, from one or two months in Delhi and Noida to several months in Bengaluru.' },
        { title: 'Help with paperwork', text: 'Our legal support team drafts leave and licence agreements, arranges stamp duty and registration, and helps with police verification.' },
      ],
    },
  ],
  faq: [
    { question: 'Do I need an account to search?', answer: 'No. Anyone can search and open listings. You need an account to shortlist, book a visit or apply, and we bring you back to the same listing after you sign in.' },
    { question: 'What does the verified badge mean?', answer: 'An admin has checked the listing details and photos and approved it. It does not replace your own visit and a read of the agreement before you pay a deposit.' },
    { question: 'Which documents should I keep ready?', answer: 'Owners usually ask for a PAN card, Aadhaar or passport, two photographs and proof of work or study. Tenant verification with us reuses the same documents.' },
    { question: 'Can my company lease the home for me?', answer: 'Yes. Look at our corporate leasing service, where the lease is in the company’s name and we handle verification for each employee.' },
  ],
  cta: {
    heading: 'Start with a search',
    text: 'More than 5,000 clients have found homes and tenants with us. Yours may already be listed.',
    actions: [
      { label: 'Search properties', href: ROUTES.properties, primary: true },
      { label: 'Ask a question', href: contactAbout('tenants') },
    ],
  },
};
