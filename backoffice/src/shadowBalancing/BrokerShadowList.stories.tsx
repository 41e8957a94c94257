import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { BrokerShadowList } from './BrokerShadowList.tsx';
import { brokers } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ShadowBalancing/BrokerShadowList',
  component: BrokerShadowList,
  parameters: { lists: { brokers } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof BrokerShadowList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brokers active, expiring soon, expired and without shadow balancing. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { brokers: 'loading' } } };
export const Empty: Story = { parameters: { lists: { brokers: [] } } };
export const Error: Story = { parameters: { lists: { brokers: 'error' } } };
