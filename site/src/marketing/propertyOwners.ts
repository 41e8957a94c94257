import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const propertyOwnersPage: MarketingPageContent = {
  path: '/property-owners',
  title: 'Rent out your property with verified tenants — Rentals.in for owners',
  description:
    'List your flat or house on Rentals.in, get it verified, meet screened tenants, or hand it over as a managed rental with a Rental Value Lock and monthly payouts.',
  hero: {
    eyebrow: 'For property owners',
    heading: 'Let your home to the right tenant, without the running around',
    lead:
      'List it yourself and deal with tenants directly, or hand it to us as a managed rental: we find and verify the tenant, lock the rental value and track every monthly payment for you.',
    actions: [
      { label: 'List your property', href: ROUTES.createListing, primary: true },
      { label: 'Apply for managed rental', href: ROUTES.submitManagedRental },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'listing',
      heading: 'How listing works',
      intro: 'Anyone with an account can list. A listing goes public only after our team has checked it.',
      items: [
        { title: 'Create your listing', text: 'Add the title, city and locality, monthly rent, deposit, BHK, area, furnishing, amenities and photos from your account.' },
        { title: 'We verify it', text: 'An admin checks the details and photos against the property. Verified listings carry a badge in search.' },
        { title: 'Tenants reach you', text: 'Tenants shortlist your home, request physical or virtual visits and apply with a move-in date. Every lead shows up under My Properties.' },
        { title: 'Mark it booked', text: 'Once you agree terms, mark the property booked and it leaves search. Mark it available again when the tenant moves out.' },
      ],
    },
    {
      kind: 'grid',
      id: 'managed',
      heading: 'Or let us manage it',
      intro: 'A managed rental suits owners who live in another city, or who simply want a fixed monthly figure and no calls about leaking taps.',
      items: [
        { title: 'Review within days', text: 'Submit the address, type, BHK, area, furnishing, amenities, expected rent and deposit. Our team reviews it and approves or declines it.' },
        { title: 'Rental Value Lock', text: 'On approval we lock the rental value (RVL) for the property: a monthly figure based on the rent, written into the configuration you sign off.' },
        { title: 'Paid on your day', text: 'Choose a payment day from the 1st to the 31st and a mode: bank transfer, UPI, cheque or cash. Each month is tracked as pending or paid.' },
        { title: 'Guaranteed lease option', text: 'Ask for a guaranteed rent amount: the agreed sum is paid for the contract term whether or not the home is occupied.' },
      ],
    },
  ],
  faq: [
    { question: 'What does it cost to list a property?', answer: 'Creating and publishing a listing has no fee. Managed rentals carry a management fee, 8% of the monthly rent unless your contract says otherwise.' },
    { question: 'How long does verification take?', answer: 'Most listings are checked within two working days. We may call you to confirm ownership or ask for better photos before we approve.' },
    { question: 'Can a broker list my property for me?', answer: 'Yes. Registered brokers can list homes and submit managed-rental applications on behalf of owners; you stay the landlord on the application.' },
    { question: 'Who drafts the rental agreement?', answer: 'For listings you let yourself, you agree terms with the tenant; our legal support team can draft and register the agreement. For managed rentals we prepare it with you.' },
  ],
  cta: {
    heading: 'Ready to let your home?',
    text: 'Start a listing in a few minutes, or tell us about your property and we will suggest the right plan.',
    actions: [
      { label: 'List your property', href: ROUTES.createListing, primary: true },
      { label: 'Talk to our owner team', href: contactAbout('property_owners') },
    ],
  },
};
