import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BrokerCommissions } from './BrokerCommissions.tsx';
import { BrokerLeads } from './BrokerLeads.tsx';
import { BrokerPerformance } from './BrokerPerformance.tsx';
import { commissions, leads, volumes } from './brokerFixtures.ts';

// Leads, commissions and performance: the broker's list screens in each of their states.
const t = translator('en');

const meta = {
  title: 'Site/Portal/Broker/BrokerLists',
  component: BrokerLeads,
  args: { state: { status: 'ok', data: leads }, t },
} satisfies Meta<typeof BrokerLeads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leads: Story = {};
export const LeadsEmpty: Story = { args: { state: { status: 'ok', data: [] } } };
export const LeadsError: Story = {
  args: { state: { status: 'error', message: 'broker.error.leads' } },
};

export const Commissions: Story = {
  render: () => <BrokerCommissions state={{ status: 'ok', data: commissions }} t={t} />,
};
export const CommissionsEmpty: Story = {
  render: () => <BrokerCommissions state={{ status: 'ok', data: [] }} t={t} />,
};
export const CommissionsError: Story = {
  render: () => (
    <BrokerCommissions state={{ status: 'error', message: 'broker.error.commissions' }} t={t} />
  ),
};
export const AffiliateCommissions: Story = {
  render: () => (
    <BrokerCommissions
      variant="affiliate"
      state={{ status: 'ok', data: commissions.filter((c) => c.affiliate_id) }}
      t={t}
    />
  ),
};

export const Performance: Story = {
  render: () => <BrokerPerformance state={{ status: 'ok', data: volumes }} t={t} />,
};
export const PerformanceEmpty: Story = {
  render: () => <BrokerPerformance state={{ status: 'ok', data: [] }} t={t} />,
};
export const PerformanceError: Story = {
  render: () => (
    <BrokerPerformance state={{ status: 'error', message: 'broker.error.performance' }} t={t} />
  ),
};
