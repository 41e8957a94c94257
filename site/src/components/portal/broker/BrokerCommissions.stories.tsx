import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BrokerCommissions } from './BrokerCommissions.tsx';
import { commissions } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerCommissions',
  component: BrokerCommissions,
  args: { state: { status: 'ok', data: commissions }, t: translator('en') },
} satisfies Meta<typeof BrokerCommissions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October not paid yet, September paid. */
export const Default: Story = {};
/** Managed rental affiliate: only what came through the affiliate code. */
export const Affiliate: Story = {
  args: {
    variant: 'affiliate',
    state: { status: 'ok', data: commissions.filter((c) => c.affiliate_id) },
  },
};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const AffiliateEmpty: Story = {
  args: { variant: 'affiliate', state: { status: 'ok', data: [] } },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.commissions' } },
};
