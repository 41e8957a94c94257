import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { groupCommissions } from '../../lib/affiliate/commissions.ts';
import { AffiliateCommissions } from './AffiliateCommissions.tsx';

// A's commissions from COMPENSATION.md's example in October (pending) and September (paid).
const rows = [
  { month_year: '2026-10-01', level: 3, amount: 2000, status: 'pending' },
  { month_year: '2026-10-01', level: 2, amount: 1500, status: 'pending' },
  { month_year: '2026-10-01', level: 1, amount: 5000, status: 'pending' },
  { month_year: '2026-09-01', level: 2, amount: 1500, status: 'paid' },
  { month_year: '2026-09-01', level: 3, amount: 2000, status: 'paid' },
].map((r, i) => ({
  ...r, id: String(i), commission_type: r.level === 1 ? ('personal' as const) : ('differential' as const), percentage: 10,
  paid_at: r.status === 'paid' ? '2026-10-05T10:00:00Z' : null, source_payment_id: null,
}));

const meta = {
  title: 'Site/Affiliate/AffiliateCommissions',
  component: AffiliateCommissions,
  args: { state: { status: 'ok', data: groupCommissions(rows) }, t: translator('en') },
} satisfies Meta<typeof AffiliateCommissions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Failed: Story = { args: { state: { status: 'error', message: 'affiliate.error.load' } } };
