import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { audit, brokers } from './fixtures.ts';
import ShadowBalancingPage from './ShadowBalancingPage.tsx';

const meta = {
  title: 'Backoffice/ShadowBalancing/ShadowBalancingPage',
  component: ShadowBalancingPage,
  parameters: { lists: { brokers, shadow_balancing_audit: audit } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ShadowBalancingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  parameters: { lists: { brokers: 'loading', shadow_balancing_audit: 'loading' } },
};
export const Empty: Story = { parameters: { lists: { brokers: [], shadow_balancing_audit: [] } } };
export const Error: Story = {
  parameters: { lists: { brokers: 'error', shadow_balancing_audit: 'error' } },
};
