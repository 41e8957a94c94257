import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const legalSupportPage: MarketingPageContent = {
  path: '/legal-support',
  title: 'Rental agreements, stamp duty and registration help — Rentals.in',
  description:
    'Help with rental agreements in India: leave and licence drafting, stamp duty, registration and e-registration, and police verification of tenants. General guidance, not legal advice.',
  hero: {
    eyebrow: 'Legal support',
    heading: 'Rental paperwork done right the first time',
    lead:
      'We draft your rental agreement, work out and pay the stamp duty, book the registration and help with police verification, so that the agreement holds up if it is ever needed.',
    actions: [
      { label: 'Get help with an agreement', href: contactAbout('legal_support'), primary: true },
      { label: 'Verify a tenant', href: '/tenant-verification' },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'basics',
      heading: 'What every owner and tenant should know',
      intro: 'Rental law in India is partly central and partly state law, so the details differ by state. These are the points that come up in almost every agreement.',
      items: [
        { title: 'Why 11 months', text: 'Most homes are let on an 11-month leave and licence agreement. Under the Registration Act, 1908, a lease for more than a year must be registered, and an 11-month licence avoids that in most states.' },
        { title: 'Maharashtra is different', text: 'In Maharashtra, every leave and licence agreement must be written and registered, whatever its term. Online e-registration means neither side has to visit the sub-registrar.' },
        { title: 'Stamp duty', text: 'Each state sets the stamp duty on rent agreements, usually on the rent and deposit over the term. It is paid by e-stamp paper or franking before signing; an under-stamped agreement cannot be relied on in court until the duty and penalty are paid.' },
        { title: 'Registration', text: 'A registered agreement is signed before the sub-registrar (or online where the state allows) with two witnesses and the registration fee paid. It is the strongest proof of the terms.' },
        { title: 'Police verification', text: 'Many city police ask landlords to report new tenants on a tenant information form, often online. Not doing so can be an offence under local orders.' },
        { title: 'Deposits', text: 'Deposit norms vary from one or two months’ rent in Delhi and Noida to several months in Mumbai and Bengaluru. The Model Tenancy Act, 2021 caps residential deposits at two months where a state has adopted it.' },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'How we help',
      items: [
        { title: 'Tell us the terms', text: 'Rent, deposit, term, escalation on renewal, lock-in, notice period, who pays maintenance and utilities, and the inventory.' },
        { title: 'We draft and stamp', text: 'A clear agreement for your state, with the stamp duty worked out and paid.' },
        { title: 'Sign and register', text: 'We book the registration, in person or online, and file the police verification form where your city asks for it.' },
      ],
    },
  ],
  faq: [
    { question: 'Is this legal advice?', answer: 'No. This page is general information about rental paperwork in India. For a dispute or an unusual situation, speak to an advocate; we can put you in touch with one.' },
    { question: 'What should the agreement always cover?', answer: 'Rent and its due date, escalation on renewal, the deposit and when it is returned, the lock-in and notice periods, maintenance and society charges, utilities, permitted use, and a signed inventory.' },
    { question: 'Can an agreement be signed when we are in different cities?', answer: 'Often yes: several states allow online registration with Aadhaar-based authentication, and stamp paper can be bought online. We tell you what your state allows.' },
  ],
  cta: {
    heading: 'Need an agreement this week?',
    text: 'Send us the terms and the property’s city. We reply with the steps and the stamp duty for your state.',
    actions: [
      { label: 'Get help with an agreement', href: contactAbout('legal_support'), primary: true },
      { label: 'Browse properties', href: ROUTES.properties },
    ],
  },
};
