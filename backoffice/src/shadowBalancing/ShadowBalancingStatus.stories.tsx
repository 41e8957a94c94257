import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, todayIso } from '@rentals/core/dates';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { brokers } from './fixtures.ts';
import { ShadowBalancingStatus } from './ShadowBalancingStatus.tsx';
import type { BrokerRecord } from './types.ts';

const today = todayIso();
const [active, expiringSoon, expired, disabled] = brokers as [
  BrokerRecord,
  BrokerRecord,
  BrokerRecord,
  BrokerRecord,
];

const meta = {
  title: 'Backoffice/ShadowBalancing/ShadowBalancingStatus',
  component: ShadowBalancingStatus,
  args: { broker: active, today },
  // The console's messages, as on its screens.
  decorators: [withStoryMethods],
} satisfies Meta<typeof ShadowBalancingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enabled with 80 days to run. */
export const Active: Story = {};

export const Disabled: Story = { args: { broker: disabled } };

/** Enabled with 5 days left. */
export const ExpiringSoon: Story = { args: { broker: expiringSoon } };

/** Enabled and ending tomorrow: the last day of the window. */
export const OneDayLeft: Story = {
  args: { broker: { ...active, shadow_balancing_end_date: addDays(today, 1) } },
};

/** Still enabled though its end date has passed. */
export const Expired: Story = { args: { broker: expired } };
