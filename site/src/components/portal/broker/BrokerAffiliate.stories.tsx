import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BrokerAffiliate } from './BrokerAffiliate.tsx';

const profile = {
  affiliate_id: 'AFF10005',
  full_name: 'Rohan Kulkarni',
  status: 'active',
  created_at: '2025-02-09T10:00:00+05:30',
};

const meta = {
  title: 'Site/Portal/Broker/BrokerAffiliate',
  component: BrokerAffiliate,
  args: { state: { status: 'ok', data: { profile, sponsor_id: 'AFF10004' } }, t: translator('en') },
} satisfies Meta<typeof BrokerAffiliate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active affiliate who joined through a sponsor. */
export const Default: Story = {};
/** Joined directly, not confirmed yet. */
export const Pending: Story = {
  args: {
    state: { status: 'ok', data: { profile: { ...profile, status: 'pending' }, sponsor_id: null } },
  },
};
/** Not in the affiliate programme. */
export const None: Story = {
  args: { state: { status: 'ok', data: { profile: null, sponsor_id: null } } },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.affiliate' } },
};
