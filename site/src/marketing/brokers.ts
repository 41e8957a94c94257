import { BROKER_REGISTRATION_FEE, COMMISSION_DEPTH, SHADOW_BALANCING_DEFAULT_DAYS } from '@rentals/core/constants';
import { formatRupees } from '@rentals/core/money';
import { MAX_RANK_PERCENTAGE, RANKS } from '@rentals/core/ranks';
import type { MarketingPageContent } from './types.ts';
import { contactAbout, ROUTES } from './routes.ts';

const lowest = RANKS[0]?.percentage ?? 10;

export const brokersPage: MarketingPageContent = {
  path: '/brokers',
  title: 'Broker programme: ranks and commission up to 35% — Rentals.in',
  description: `Register as a broker for ${formatRupees(BROKER_REGISTRATION_FEE)}, list homes and bring managed rentals, and earn ${lowest}% to ${MAX_RANK_PERCENTAGE}% commission on paid Rental Value Lock as you rise from Starter to Chairman.`,
  hero: {
    eyebrow: 'For brokers',
    heading: 'Grow a rental business that pays you every month',
    lead: `Bring owners and tenants to verified listings and managed rentals. Every month, the Rental Value Lock paid on the properties you bring earns you commission, from ${lowest}% as a Starter to ${MAX_RANK_PERCENTAGE}% as a Chairman.`,
    actions: [
      { label: 'Register as a broker', href: ROUTES.brokerRegister, primary: true },
      { label: 'See the ranks', href: '#ranks' },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'joining',
      heading: 'Joining takes a day',
      items: [
        { title: 'Register', text: `Fill in your name, phone and city and pay the one-time ${formatRupees(BROKER_REGISTRATION_FEE)} registration fee by UPI, bank transfer, cheque, card or cash.` },
        { title: 'Get activated', text: 'Our team confirms the payment and activates your account. Your broker portal opens with leads, commissions, performance and documents.' },
        { title: 'Bring properties', text: 'List homes for owners and submit managed-rental applications on their behalf. You are recorded as the submitting broker.' },
        { title: 'Get paid monthly', text: 'Commission is worked out each month on the RVL actually paid for the managed properties attributed to you and your network.' },
      ],
    },
    {
      kind: 'grid',
      id: 'rules',
      heading: 'How ranks are earned',
      intro: 'Your rank for a month depends on your qualified RVL: your own RVL plus a balanced share of your team’s.',
      items: [
        { title: 'Personal RVL', text: 'The RVL of managed properties attributed to you: the ones you submitted, or where you are the affiliate on the property.' },
        { title: 'The 50:50 rule', text: 'Your strongest leg is the primary stream; all other legs together are the growth stream. At most half of the team volume that counts may come from the primary stream.' },
        { title: `${COMMISSION_DEPTH} levels deep`, text: 'You earn your rank’s percentage on your own RVL, and the difference between your percentage and the highest one below you on each path, up to 10 levels.' },
        { title: 'Fast Track Advantage', text: `Early brokers may be granted shadow balancing for up to 6 months (usually ${SHADOW_BALANCING_DEFAULT_DAYS} days): the stronger stream counts for both while it lasts. It changes your rank, never the volume commission is paid on.` },
      ],
    },
    {
      kind: 'grid',
      id: 'affiliates',
      heading: 'Not a broker? Join as an affiliate',
      intro: 'The affiliate programme runs on the same plan without the registration fee. Join with a sponsor’s code (for example AFF10023) or on your own.',
      items: [
        { title: 'Refer owners', text: 'Owners you introduce who sign up for a managed rental are attributed to you, and their monthly RVL counts as your personal volume.' },
        { title: 'Build a network', text: `Your recruits start your legs. You earn the differential on their paid RVL up to ${COMMISSION_DEPTH} levels, with the same 50:50 balance.` },
        { title: 'Plan with the calculator', text: 'The affiliate portal has a calculator that uses the very rules the monthly run pays by, plus reports on your team and commissions.' },
      ],
    },
  ],
  faq: [
    {
      question: 'Can you show a worked example?',
      answer: `A sponsors B, who sponsors D. A is a Director (25%), B a Builder (15%), D a Starter (10%). When D's managed property pays RVL of ${formatRupees(20000)}, D earns ${formatRupees(2000)}, B earns the 5% difference (${formatRupees(1000)}) and A the 10% difference (${formatRupees(2000)}). Nobody is paid more than ${MAX_RANK_PERCENTAGE}% on one RVL amount in total.`,
    },
    { question: 'When is commission paid?', answer: 'After the month closes and the RVL for that month is marked paid. Running the month again never changes commission already paid out.' },
    { question: 'What if I have no rank yet?', answer: `You earn ${lowest}%, the Starter rate, until your first monthly calculation gives you a rank.` },
    { question: 'Is there a joining fee for my recruits?', answer: 'Brokers pay the one-time registration fee. Affiliates join free. Nobody earns anything for recruiting alone: commission comes only from RVL paid on managed properties.' },
  ],
  cta: {
    heading: 'Start as a Starter this week',
    text: 'Register, get activated, and submit your first managed rental.',
    actions: [
      { label: 'Register as a broker', href: ROUTES.brokerRegister, primary: true },
      { label: 'Join as an affiliate', href: ROUTES.affiliateRegister },
      { label: 'Ask about the programme', href: contactAbout('brokers') },
    ],
  },
};
