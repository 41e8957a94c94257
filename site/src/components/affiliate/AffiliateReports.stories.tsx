import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { AffiliateReports } from './AffiliateReports.tsx';

const meta = {
  title: 'Site/Affiliate/AffiliateReports',
  component: AffiliateReports,
  args: {
    state: {
      status: 'ok',
      data: [
        { month: '2026-10-01', rank: 'builder', personal_rvl: 50_000, primary_stream_rvl: 300_000, growth_stream_rvl: 100_000, qualified_rvl: 250_000 },
        { month: '2026-09-01', rank: null, personal_rvl: 0, primary_stream_rvl: 0, growth_stream_rvl: 0, qualified_rvl: 0 },
      ],
    },
    t: translator('en'),
  },
} satisfies Meta<typeof AffiliateReports>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Failed: Story = { args: { state: { status: 'error', message: 'affiliate.error.load' } } };
