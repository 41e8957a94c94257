import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const corporatesPage: MarketingPageContent = {
  path: '/corporates',
  title: 'Corporate leasing and employee housing — Rentals.in for companies',
  description:
    'Company leases for relocating employees and project teams in Bengaluru, Mumbai, Pune, Hyderabad, Gurugram, Noida, Chennai and more, furnished and verified.',
  hero: {
    eyebrow: 'For corporates',
    heading: 'Homes for your people, leased in your company’s name',
    lead:
      'Relocations, new joiners and project teams need a verified, furnished home near the office from the first week. We find it, lease it to your company and manage it until the keys come back.',
    actions: [
      { label: 'Talk to our corporate team', href: contactAbout('corporates'), primary: true },
      { label: 'See furnished leasing', href: '/furnished-leasing' },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'what-you-get',
      heading: 'What your company gets',
      items: [
        { title: 'Company lease', text: 'The agreement is between the owner and your company, with the employee named as occupant. Leases move with people, not the other way round.' },
        { title: 'Near the office', text: 'Shortlists around your campuses: Whitefield and Sarjapur Road, HITEC City and Gachibowli, Hinjewadi, Powai and Andheri, Sohna Road, Noida sectors.' },
        { title: 'Ready to live in', text: 'Fully furnished homes with beds, sofa, fridge, washing machine and ACs, checked against an inventory list at move-in and move-out.' },
        { title: 'Every occupant verified', text: 'Identity and employment checks for each employee, and police verification filed where the city requires it.' },
        { title: 'One point of contact', text: 'A named account manager for requests, renewals and exits, and maintenance raised and tracked through the platform.' },
        { title: 'Predictable cost', text: 'Managed rentals with a Rental Value Lock give finance a fixed monthly figure per home, tracked month by month.' },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'How a corporate lease comes together',
      items: [
        { title: 'Share the brief', text: 'Cities, budgets per grade, BHK, move-in dates and how long people stay.' },
        { title: 'Shortlist and visit', text: 'We send verified options; employees visit in person or on video.' },
        { title: 'Sign and move in', text: 'We draft the company lease, handle stamp duty and registration, and hand over with an inventory.' },
      ],
    },
  ],
  faq: [
    { question: 'How many homes do we need to lease?', answer: 'There is no minimum. Some companies lease one home for a senior hire, others a block of flats for a project team.' },
    { question: 'Can the lease be shorter than 11 months?', answer: 'Yes, subject to the owner. Short stays are easier in furnished homes; we tell you the options for each city.' },
    { question: 'Who pays the deposit?', answer: 'Usually the company, as the lessee. The deposit and its refund terms are written into the agreement.' },
  ],
  cta: {
    heading: 'Moving people soon?',
    text: 'Tell us the cities and dates. We will come back with a plan and verified options.',
    actions: [
      { label: 'Talk to our corporate team', href: contactAbout('corporates'), primary: true },
      { label: 'Browse properties', href: ROUTES.properties },
    ],
  },
};
