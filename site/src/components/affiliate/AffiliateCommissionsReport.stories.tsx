import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { AffiliateCommissionsReport } from './AffiliateCommissionsReport.tsx';

const meta = {
  title: 'Site/Affiliate/AffiliateCommissionsReport',
  component: AffiliateCommissionsReport,
  args: {
    state: {
      status: 'ok',
      data: [
        { id: 'c1', month_year: '2026-10-01', level: 3, commission_type: 'differential', percentage: 10, amount: 2000, status: 'pending', paid_at: null, source_payment_id: '3f2a9c1e-77b0-4c55-9a55-1d2f3a4b5c6d' },
        { id: 'c2', month_year: '2026-09-01', level: 1, commission_type: 'personal', percentage: 25, amount: 12500, status: 'paid', paid_at: '2026-10-05T10:00:00Z', source_payment_id: '9a8b7c6d-77b0-4c55-9a55-1d2f3a4b5c6d' },
      ],
    },
    t: translator('en'),
  },
} satisfies Meta<typeof AffiliateCommissionsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Failed: Story = { args: { state: { status: 'error', message: 'affiliate.error.load' } } };
