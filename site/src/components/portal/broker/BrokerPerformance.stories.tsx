import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BrokerPerformance } from './BrokerPerformance.tsx';
import { volumes } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerPerformance',
  component: BrokerPerformance,
  args: { state: { status: 'ok', data: volumes }, t: translator('en') },
} satisfies Meta<typeof BrokerPerformance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three months, from Builder to Leader. */
export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.performance' } },
};
