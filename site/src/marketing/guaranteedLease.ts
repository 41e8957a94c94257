import { DEFAULT_MANAGEMENT_FEE_PERCENTAGE } from '@rentals/core/constants';
import { formatRupees } from '@rentals/core/money';
import { rvlAmount } from '@rentals/core/rules/rvl';
import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

const exampleRent = 50_000;

export const guaranteedLeasePage: MarketingPageContent = {
  path: '/guaranteed-lease',
  title: 'Guaranteed lease: fixed monthly rent for owners — Rentals.in',
  description:
    'A guaranteed rent amount written into your managed-rental contract, paid on your chosen day every month of the term, whether or not the home is occupied.',
  hero: {
    eyebrow: 'Guaranteed lease',
    heading: 'Your rent, on the same day every month, occupied or not',
    lead:
      'With a guaranteed lease we agree a monthly rent with you for the contract term. We find and manage the tenants; you receive the guaranteed amount even between tenants.',
    actions: [
      { label: 'Apply for a guaranteed lease', href: ROUTES.submitManagedRental, primary: true },
      { label: 'Ask for a rent estimate', href: contactAbout('guaranteed_lease') },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'How it works',
      items: [
        { title: 'Apply', text: 'Submit your property as a managed rental: address, type, BHK, area, furnishing, amenities, expected rent and deposit. Ask for a guaranteed lease in the description.' },
        { title: 'We review and visit', text: 'Our team checks the property and the rent that homes like it fetch in your locality, then approves or declines the application.' },
        { title: 'Agree the numbers', text: 'The approval sets the guaranteed rent amount, the lease start and end dates, the security deposit terms and the Rental Value Lock.' },
        { title: 'Get paid monthly', text: 'You pick a payment day from the 1st to the 31st and a mode: bank transfer, UPI, cheque or cash. Each month is recorded as paid in your portal.' },
      ],
    },
    {
      kind: 'grid',
      id: 'terms',
      heading: 'What is fixed in your contract',
      items: [
        { title: 'Guaranteed rent', text: 'A fixed monthly sum in rupees for the term of the contract, independent of vacancy.' },
        { title: 'Rental Value Lock', text: `The monthly value locked for the property, a share of the rent. At the default 8%, a home let at ${formatRupees(exampleRent)} has an RVL of ${formatRupees(rvlAmount(exampleRent, 8))}.` },
        { title: 'Deposit terms', text: 'Whether the security deposit we hold is refundable or non-refundable, and how much it is.' },
        { title: 'Term and renewal', text: 'Start and end dates. Renewals are agreed again, usually with a rent escalation in line with the locality.' },
      ],
    },
  ],
  faq: [
    { question: 'How is the guaranteed amount set?', answer: 'From the rent that comparable homes fetch in your locality, the condition and furnishing of the property, and the length of the term. It is usually a little below the open-market rent, because we carry the vacancy risk.' },
    { question: 'What does it cost?', answer: `The management fee (${DEFAULT_MANAGEMENT_FEE_PERCENTAGE}% of the monthly rent unless agreed otherwise) and the guaranteed amount are both written into your contract before you sign, so you know your figure in advance.` },
    { question: 'Which properties qualify?', answer: 'Apartments, independent houses, villas, studios, penthouses, duplexes and triplexes in good repair, in cities where we manage rentals. We tell you within the review if yours does not.' },
    { question: 'Can I end the contract early?', answer: 'The contract sets the notice period on both sides. Ask for it before you sign; we would rather you know exactly what you agree to.' },
  ],
  cta: {
    heading: 'Find out what your home can earn',
    text: 'Apply in a few minutes from your account, or ask us for an estimate first.',
    actions: [
      { label: 'Apply for a guaranteed lease', href: ROUTES.submitManagedRental, primary: true },
      { label: 'Ask for a rent estimate', href: contactAbout('guaranteed_lease') },
    ],
  },
};
