import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const tenantVerificationPage: MarketingPageContent = {
  path: '/tenant-verification',
  title: 'Tenant verification and police verification help — Rentals.in',
  description:
    'Identity, employment and reference checks on prospective tenants, with help filing police verification where your city requires it, before you hand over the keys.',
  hero: {
    eyebrow: 'Tenant verification',
    heading: 'Know who is moving in before you hand over the keys',
    lead:
      'We check a prospective tenant’s identity, work or income and past rentals, and help you file the tenant information form with the police where your city asks for it.',
    actions: [
      { label: 'Request a verification', href: contactAbout('tenant_verification'), primary: true },
      { label: 'List your property', href: ROUTES.createListing },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'checks',
      heading: 'What we check',
      items: [
        { title: 'Identity', text: 'PAN card and Aadhaar or passport, matched against the person and the name on the application.' },
        { title: 'Work or income', text: 'Offer letter, recent salary slips or bank statements, or proof of study for students, against the rent being asked.' },
        { title: 'Past rentals', text: 'A reference from the previous landlord where there is one: did the rent arrive on time, and was the home handed back in order?' },
        { title: 'Police verification', text: 'Many cities, Delhi, Mumbai, Bengaluru and Hyderabad among them, expect landlords to report tenants to the police. We prepare the form and file it through the city’s process.' },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'How a verification runs',
      items: [
        { title: 'Send the request', text: 'Tell us the tenant’s name and contact, and the property. We ask the tenant for consent and documents directly.' },
        { title: 'We run the checks', text: 'Documents are checked and references called. Most checks finish within three working days.' },
        { title: 'You get a clear report', text: 'What was checked, what matched and anything that needs your attention, so you decide with facts.' },
      ],
    },
  ],
  faq: [
    { question: 'Does the tenant have to agree?', answer: 'Yes. We verify only with the tenant’s consent, and use their documents only for the verification, as our privacy policy and India’s Digital Personal Data Protection Act 2023 require.' },
    { question: 'Is police verification compulsory?', answer: 'It depends on the state and city: several police commissionerates require landlords to inform them of new tenants, and not doing so can be an offence. We tell you what applies where your home is.' },
    { question: 'Are managed-rental tenants verified?', answer: 'Always. For managed rentals and guaranteed leases, verification is part of the service at no extra cost.' },
  ],
  cta: {
    heading: 'Verify your next tenant',
    text: 'Send us the tenant’s details and we will take it from there.',
    actions: [
      { label: 'Request a verification', href: contactAbout('tenant_verification'), primary: true },
      { label: 'See legal support', href: '/legal-support' },
    ],
  },
};
