import { BROKER_REGISTRATION_FEE, COMMISSION_DEPTH, DEFAULT_MANAGEMENT_FEE_PERCENTAGE } from '@rentals/core/constants';
import { formatRupees } from '@rentals/core/money';
import { MAX_RANK_PERCENTAGE } from '@rentals/core/ranks';
import { COMPANY } from './company.ts';
import type { LegalDocumentContent } from './types.ts';

export const termsDocument: LegalDocumentContent = {
  path: '/terms-conditions',
  title: 'Terms and conditions — Rentals.in',
  description:
    'The terms for using Rentals.in: accounts, listings, visits and applications, managed rentals and the Rental Value Lock, the broker and affiliate programmes, fees, and grievances.',
  heading: 'Terms and conditions',
  updated: '2026-11-22',
  intro: [
    `These terms govern your use of ${COMPANY.name}: the website, the portals for users, owners, brokers, affiliates and managers, and our services. By creating an account or using the platform you agree to them. If you do not agree, please do not use the platform.`,
    'They are an electronic record under the Information Technology Act, 2000 and the rules made under it, and need no physical or digital signature.',
  ],
  sections: [
    {
      id: 'platform',
      heading: 'What we are',
      paragraphs: [
        `${COMPANY.name} is an online marketplace where owners and brokers list homes for rent and tenants find them, and a provider of rental services: managed rentals, guaranteed leases, furnished leasing, tenant verification and legal support. For listings that owners let themselves, we are an intermediary: the rental agreement is between owner and tenant, and we are not a party to it.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      list: [
        'You must be 18 or older and able to enter a binding contract under Indian law.',
        'Give your real name, email address and phone number, and keep them current.',
        'Keep your password to yourself. You are responsible for what is done through your account; tell us at once if you think someone else has used it.',
        'One account per person. Roles such as broker or landlord are added to that account, not given to separate ones.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listing a property',
      list: [
        'List only homes you own or are authorised in writing to let, and describe them truthfully: rent, deposit, size, furnishing, amenities and photos of the actual home.',
        'A listing becomes public only after our team verifies it and while it is marked available. Verification is a check of the listing, not a guarantee of title or of the home’s condition.',
        'Keep the availability current: mark the home booked once let. We may hide, edit for accuracy or remove listings that break these terms.',
        'Creating and publishing a listing carries no fee.',
      ],
    },
    {
      id: 'tenants',
      heading: 'Searching, visits and applications',
      paragraphs: [
        'Visit requests and applications are requests to the owner, not agreements. An owner may decline them. Before paying any deposit or token amount, visit the home and read the agreement. We will never ask you to pay a deposit to a personal account on our behalf.',
      ],
    },
    {
      id: 'managed-rentals',
      heading: 'Managed rentals and the Rental Value Lock',
      list: [
        'Owners (or brokers on their behalf) may apply to have a property managed. We review each application and may approve or decline it at our discretion.',
        'On approval we record the property’s configuration: lease dates, the monthly payment day and mode, the deposit terms and the Rental Value Lock (RVL), a monthly value based on the rent.',
        `Unless your contract says otherwise, the management fee is ${DEFAULT_MANAGEMENT_FEE_PERCENTAGE}% of the monthly rent. A guaranteed lease adds a guaranteed rent amount for the contract term.`,
        'Each month’s payment for a managed property is recorded as pending or paid. The signed contract for your property prevails over this summary.',
      ],
    },
    {
      id: 'brokers',
      heading: 'The broker programme',
      list: [
        `Brokers register with a one-time fee of ${formatRupees(BROKER_REGISTRATION_FEE)}. We activate the account once payment is confirmed.`,
        `Commission is calculated monthly, only on RVL actually paid on managed properties, by the rank table and rules of the Compensation Plan published in the portal: from 10% (Starter) to ${MAX_RANK_PERCENTAGE}% (Chairman), with a differential up to ${COMMISSION_DEPTH} levels and the 50:50 balance between primary and growth streams.`,
        'Shadow balancing (Fast Track Advantage) is granted at our discretion for at most six months. It affects rank qualification only, never the volume on which commission is paid.',
        'We may withhold or reverse commission arising from fraud, fake listings or payments that are later reversed.',
      ],
    },
    {
      id: 'affiliates',
      heading: 'The affiliate programme',
      paragraphs: [
        `Joining as an affiliate is free. Affiliates earn only on RVL actually paid on managed properties, by the same plan, up to ${COMMISSION_DEPTH} levels. No one earns anything for enrolling others, and nothing needs to be bought to take part. Shadow power granted by us is used for balancing calculations only and never counts towards commission.`,
      ],
    },
    {
      id: 'payments',
      heading: 'Fees and payments',
      paragraphs: [
        'All amounts are in Indian rupees. Taxes such as GST are added where the law requires and shown before you pay. Payments made through a payment provider are also subject to that provider’s terms.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      list: [
        'No false, misleading or duplicate listings, and no listing of homes you may not let.',
        'No harassment of owners, tenants or staff, and no discrimination forbidden by law.',
        'No automated scraping, bulk messaging or spam, including through the contact form.',
        'No attempt to get around security, row-level access rules, rate limits or the second factor that protects administrator accounts.',
      ],
    },
    {
      id: 'content',
      heading: 'Your content and ours',
      paragraphs: [
        'You keep the rights in the photos and text you upload, and allow us to show, resize and distribute them on the platform and in its promotion while the listing exists. The platform’s design, software and brand belong to us.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and liability',
      paragraphs: [
        'We work to keep the platform available and listings accurate, but provide it as it is. Information on our legal support pages is general guidance, not legal advice. As an intermediary we act on unlawful content when we learn of it, as the IT Act, 2000 and the Intermediary Guidelines require.',
        'To the extent the law allows, our liability to you for any claim is limited to the fees you paid us in the 12 months before it arose. Nothing here limits liability that cannot be limited under Indian law.',
      ],
    },
    {
      id: 'termination',
      heading: 'Suspension and closing your account',
      paragraphs: [
        'You may close your account at any time. We may suspend or close accounts that break these terms, after notice where that is reasonable. Commission already earned and paid is not affected by closing an account for reasons other than fraud.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. Please raise a grievance with us first. Disputes that cannot be settled are subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka.',
      ],
    },
    {
      id: 'grievances',
      heading: 'Grievance officer',
      paragraphs: [
        `Complaints about content on the platform, these terms or your account go to our Grievance Officer at ${COMPANY.grievanceEmail} (${COMPANY.name}, ${COMPANY.city}). We acknowledge a complaint within 24 hours and resolve it within 15 days, as the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The date at the top shows the current version; for significant changes we tell signed-in users before they take effect. Continuing to use the platform after that means you accept the new terms.',
      ],
    },
  ],
};
