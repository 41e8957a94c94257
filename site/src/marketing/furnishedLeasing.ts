import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

export const furnishedLeasingPage: MarketingPageContent = {
  path: '/furnished-leasing',
  title: 'Furnished and semi-furnished homes for rent — Rentals.in',
  description:
    'Move into a fully furnished or semi-furnished home with an inventory checked at move-in, or furnish your property with us and let it faster.',
  hero: {
    eyebrow: 'Furnished leasing',
    heading: 'Move in with a suitcase, not a truck',
    lead:
      'Fully furnished homes come with the beds, sofa, fridge, washing machine and ACs already in place. Semi-furnished homes have the wardrobes, kitchen, fans and lights. Filter by either in search.',
    actions: [
      { label: 'Search furnished homes', href: ROUTES.properties, primary: true },
      { label: 'Furnish my property', href: contactAbout('furnished_leasing') },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'levels',
      heading: 'What the furnishing labels mean',
      items: [
        { title: 'Fully furnished', text: 'Beds and mattresses, sofa and dining table, fridge, washing machine, air conditioners, curtains, plus everything a semi-furnished home has.' },
        { title: 'Semi furnished', text: 'Wardrobes, a modular kitchen, fans and lights, and usually geysers. You bring the furniture and appliances.' },
        { title: 'Unfurnished', text: 'The walls, the fittings and the kitchen platform. The most common choice in Bengaluru, Chennai, Kolkata and Hyderabad.' },
      ],
    },
    {
      kind: 'grid',
      id: 'owners',
      heading: 'For owners: furnish to let faster',
      intro: 'In Gurugram and Mumbai many tenants ask for furnished homes, and furnished homes typically let for 20 to 40% more than unfurnished ones.',
      items: [
        { title: 'A furnishing plan', text: 'We suggest what to buy for your locality and tenant type, from a family of four to two working professionals.' },
        { title: 'Inventory at every handover', text: 'A signed list with photos at move-in and move-out, so deposits are settled on facts.' },
        { title: 'Managed or on your own', text: 'Let it yourself with a verified listing, or hand it to us as a managed rental.' },
      ],
    },
  ],
  faq: [
    { question: 'Are short stays possible?', answer: 'Furnished homes suit stays of a few months better than unfurnished ones. The minimum term is the owner’s choice and is shown on the listing or agreed before you apply.' },
    { question: 'Who repairs a broken appliance?', answer: 'The agreement says so. Usually the owner repairs appliances that fail through normal use and the tenant pays for damage. In managed rentals, raise a maintenance request and we handle it.' },
    { question: 'Is the deposit higher?', answer: 'Often slightly, to cover the furnishing. The deposit is always shown on the listing before you visit.' },
  ],
  cta: {
    heading: 'Looking for a furnished home?',
    text: 'Search by city and choose Fully Furnished or Semi Furnished in the filters.',
    actions: [
      { label: 'Search furnished homes', href: ROUTES.properties, primary: true },
      { label: 'Corporate furnished leasing', href: '/corporates' },
    ],
  },
};
