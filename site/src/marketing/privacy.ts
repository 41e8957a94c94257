import { COMPANY } from './company.ts';
import type { LegalDocumentContent } from './types.ts';

export const privacyDocument: LegalDocumentContent = {
  path: '/privacy-policy',
  title: 'Privacy policy — Rentals.in',
  description:
    'What personal data Rentals.in collects, why, who sees it, the cookies we use, how long we keep data, and your rights under the Digital Personal Data Protection Act, 2023.',
  heading: 'Privacy policy',
  updated: '2026-11-22',
  intro: [
    `This policy explains how ${COMPANY.name} collects and uses personal data when you use our website, portals and services. We process personal data under the Digital Personal Data Protection Act, 2023 (DPDP Act), the Information Technology Act, 2000 and the rules made under them. For this data we are the Data Fiduciary.`,
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      list: [
        'Account: email address, a password (stored only as a salted hash), when you signed in, your sessions (browser and network address), and for administrators the second factor.',
        'Profile: full name, first and last name, phone, photo, city and state, and if you choose to give them, annual income, preferred rent range and preferred number of bedrooms, and the language you chose. We show how complete your profile is.',
        'Listings: the homes you list, with their city, locality, rent, deposit, size, furnishing, amenities, photos and availability.',
        'Activity: your shortlist, recently viewed homes, recent searches, visit requests (type, date, notes) and applications (move-in date, notes).',
        'Managed rentals: property address and details, rent, deposit, lease dates, payment day and mode, the Rental Value Lock and the monthly payment record.',
        'Brokers and affiliates: broker name, rank and volumes, registration payment mode and reference, affiliate ID and sponsor, commissions and payouts.',
        'Payments: provider, reference, amount and status. Card and bank details are handled by the payment provider; we do not store them.',
        'Contact enquiries: name, email, optional phone, topic, message, and the network address the enquiry came from.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      list: [
        'To run your account and the services you ask for: listings, visits, applications, managed rentals and commissions.',
        'To verify listings, tenants and brokers, and to prevent fraud and spam (for example, limiting how many enquiries one address can send in an hour).',
        'To keep records the law requires, such as payment and tax records.',
        'To answer you when you contact us, and to tell you about changes to our terms or services.',
      ],
      after: [
        'We rely on your consent, which you give when you sign up or send us a form and may withdraw at any time, and on the legitimate uses the DPDP Act allows, such as processing you have voluntarily provided data for and compliance with law. We do not sell personal data.',
      ],
    },
    {
      id: 'who-sees-it',
      heading: 'Who sees your data',
      list: [
        'Owners see the name, contact details and notes of people who request a visit to, or apply for, their home.',
        'Brokers see the managed-rental applications they submitted. Members of the affiliate programme see what the programme needs about their own network, such as names, affiliate IDs and volumes.',
        'Our administrators, who need a second factor to sign in, see what they need to review listings, applications, payments and roles.',
        'Service providers who host the platform, deliver email and process payments, under contracts that bind them to our instructions.',
        'Police or other authorities when the law requires it, or when you ask us to file a verification on your behalf.',
      ],
      after: [
        'Access inside the platform is enforced in the database itself: every table has row-level security, so each person can read only the records they are entitled to.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      list: [
        'Session cookies (named sb-…-auth-token) keep you signed in across pages. They are strictly necessary, are removed when you sign out, and expire after 30 days without a visit.',
        'The lang cookie remembers whether you chose English or Hindi, for one year. When you are signed in, your profile keeps the same choice, so the site and our emails reach you in it on every device.',
        'In the portals, a cookie remembers whether the sidebar is open, for seven days.',
        'The administrators’ back office keeps its session in the browser’s local storage.',
      ],
      after: ['We use no advertising cookies and no third-party tracking cookies.'],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account and profile data while your account is open. Payment, commission and agreement records are kept for as long as tax and other laws require, usually eight years. Enquiries are kept as long as we need them to answer and follow up. When data is no longer needed we delete it, unless the law requires us to keep it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Passwords are hashed, connections are encrypted, administrator accounts need a second factor, uploads are checked, and access rules are enforced by the database for every request. If a breach affects your data, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      list: [
        'Access: a summary of the personal data we process about you and who we shared it with.',
        'Correction and completion: most profile data can be changed in your settings; ask us for anything else.',
        'Erasure: ask us to delete your data when it is no longer needed for the purpose you gave it, subject to what the law requires us to keep.',
        'Withdraw consent at any time; this does not affect processing before you withdrew it.',
        'Nominate someone to exercise these rights if you die or become unable to.',
        'Grievance redressal: complain to us first, and then, if unresolved, to the Data Protection Board of India.',
      ],
      after: [`Write to ${COMPANY.privacyEmail} from the email address on your account. We reply within 30 days at the latest.`],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'The platform is for adults. We do not knowingly create accounts for anyone under 18 or process their data without verifiable consent of a parent or lawful guardian. If you believe a child has given us data, tell us and we will delete it.',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance officer',
      paragraphs: [
        `Questions or complaints about your personal data: our Grievance Officer, ${COMPANY.name}, ${COMPANY.city}, ${COMPANY.grievanceEmail}. We acknowledge within 24 hours and resolve within 15 days.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top, and tell signed-in users about significant changes before they take effect.',
      ],
    },
  ],
};
