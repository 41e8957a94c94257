import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { byMonth } from '../../../lib/portal/ledger.ts';
import { BrokerDocuments } from './BrokerDocuments.tsx';
import { broker, commissions } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerDocuments',
  component: BrokerDocuments,
  args: {
    state: { status: 'ok', data: { broker, months: byMonth(commissions, (c) => c.month_year) } },
    t: translator('en'),
  },
} satisfies Meta<typeof BrokerDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The UPI receipt and two monthly statements. */
export const Default: Story = {};
/** Not activated yet: no receipt, no statements. */
export const NotActive: Story = {
  args: {
    state: {
      status: 'ok',
      data: { broker: { ...broker, reg_fee_paid: false, activated: false }, months: [] },
    },
  },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.overview' } },
};
