import { DEFAULT_MANAGEMENT_FEE_PERCENTAGE } from '@rentals/core/constants';
import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const propertyManagementPage: MarketingPageContent = {
  path: '/property-management',
  title: 'Property management for rental homes in India — Rentals.in',
  description: `Managed rentals for owners: tenant finding and verification, agreements, rent tracking every month, maintenance and renewals, for ${DEFAULT_MANAGEMENT_FEE_PERCENTAGE}% of the monthly rent by default.`,
  hero: {
    eyebrow: 'Property management',
    heading: 'We run your rental. You see every month in your portal.',
    lead: `Hand your property to us as a managed rental. We find and verify tenants, handle the agreement and the repairs, and record each month’s payment, for a management fee of ${DEFAULT_MANAGEMENT_FEE_PERCENTAGE}% of the rent by default.`,
    actions: [
      { label: 'Apply for managed rental', href: ROUTES.submitManagedRental, primary: true },
      { label: 'Talk to us first', href: contactAbout('property_management') },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'included',
      heading: 'What is included',
      items: [
        { title: 'Tenants found and verified', text: 'A verified listing, visits, and identity, income and reference checks before anyone signs.' },
        { title: 'Agreement and registration', text: 'Drafting, stamp duty, registration where needed, and police verification where the city asks for it.' },
        { title: 'Monthly payments tracked', text: 'Each month of each managed property is recorded as pending or paid, with the date and who processed it.' },
        { title: 'Maintenance handled', text: 'Tenants raise maintenance requests; we arrange the repair and keep you informed about anything beyond routine upkeep.' },
        { title: 'Inspections and handovers', text: 'Inventory and photos at move-in and move-out, and the deposit settled on that record.' },
        { title: 'Renewals', text: 'We renew with the sitting tenant where it suits you, usually with a rent escalation every 11 months.' },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'Getting started',
      items: [
        { title: 'Submit your property', text: 'Location, locality, type, BHK, bathrooms, area, furnishing, amenities, expected rent and deposit.' },
        { title: 'We review it', text: 'The application moves from submitted to under review, and then approved or declined. You see the status in your portal.' },
        { title: 'We configure it', text: 'On approval we record the lease dates, the payment day and mode, the deposit terms and the Rental Value Lock for the property.' },
      ],
    },
  ],
  faq: [
    { question: 'What is the Rental Value Lock?', answer: 'A monthly value locked for your managed property when it is approved, worked out from the rent. It is what our broker and affiliate programme is built on, and it is tracked month by month.' },
    { question: 'Can I see what is happening?', answer: 'Yes. Your portal shows your managed rentals, their status, and each month’s payment record.' },
    { question: 'I live abroad. Can you still manage my flat?', answer: 'Yes; managed rentals suit owners abroad well. Agreements can often be signed and registered remotely; we explain what your state allows.' },
  ],
  cta: {
    heading: 'Let us take it from here',
    text: 'Apply in a few minutes. We will review your property and come back with the terms.',
    actions: [
      { label: 'Apply for managed rental', href: ROUTES.submitManagedRental, primary: true },
      { label: 'See the guaranteed lease', href: '/guaranteed-lease' },
    ],
  },
};
