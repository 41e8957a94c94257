import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import type { OverviewData } from '../../lib/affiliate/overview.ts';
import { AffiliateOverview } from './AffiliateOverview.tsx';

// A's month from COMPENSATION.md's example: personal ₹50,000, B-leg ₹3,00,000, C-leg ₹1,00,000.
const FILLED: OverviewData = {
  standing: { affiliate_id: 'AFF10023', full_name: 'Priya Sharma', status: 'active', sponsor_id: 'AFF10001' },
  month: '2026-11-01',
  personal: 50_000,
  primary: 300_000,
  growth: 100_000,
  team: 400_000,
  qualified: 250_000,
  rank: 'builder',
  percentage: 15,
  next: { rank: 'leader', missing: 150_000 },
  earned: 21_500,
  currentRank: { rank: 'builder', month: '2026-10-01' },
  shadowPower: 0,
  shadowHistory: [],
};

const meta = {
  title: 'Site/Affiliate/AffiliateOverview',
  component: AffiliateOverview,
  args: { state: { status: 'ok', data: FILLED }, t: translator('en') },
} satisfies Meta<typeof AffiliateOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** Shadow power granted and later raised: the affiliate sees both changes. */
export const WithShadowPower: Story = {
  args: {
    state: {
      status: 'ok',
      data: {
        ...FILLED, shadowPower: 200_000, qualified: 650_000, rank: 'leader', percentage: 20, next: { rank: 'director', missing: 350_000 },
        shadowHistory: [
          { created_at: '2026-10-12T06:30:00Z', previous_amount: 100_000, new_amount: 200_000, notes: 'Second leg still growing' },
          { created_at: '2026-08-02T06:30:00Z', previous_amount: null, new_amount: 100_000, notes: null },
        ],
      },
    },
  },
};

/** Just joined: nothing paid yet, no monthly run yet, no sponsor. */
export const Empty: Story = {
  args: {
    state: {
      status: 'ok',
      data: { ...FILLED, standing: { ...FILLED.standing, sponsor_id: null }, personal: 0, primary: 0, growth: 0, team: 0, qualified: 0, rank: 'starter', percentage: 10, next: { rank: 'builder', missing: 150_000 }, earned: 0, currentRank: null },
    },
  },
};

export const Failed: Story = { args: { state: { status: 'error', message: 'affiliate.error.load' } } };
