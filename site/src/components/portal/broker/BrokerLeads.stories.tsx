import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BrokerLeads } from './BrokerLeads.tsx';
import { leads } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerLeads',
  component: BrokerLeads,
  args: { state: { status: 'ok', data: leads }, t: translator('en') },
} satisfies Meta<typeof BrokerLeads>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A virtual visit booked by Meghna Pillai and an application whose applicant is not shown. */
export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.leads' } },
};
