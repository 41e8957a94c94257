import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { storyDataProvider, type ListFixture } from '../testing/storyDataProvider.ts';
import { audit, brokers } from './fixtures.ts';
import ShadowBalancingPage from './ShadowBalancingPage.tsx';

const meta = {
  title: 'Backoffice/ShadowBalancing/ShadowBalancingPage',
  component: ShadowBalancingPage,
  parameters: { lists: { brokers, shadow_balancing_audit: audit } },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin dataProvider={storyDataProvider(parameters.lists as Record<string, ListFixture>)}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ShadowBalancingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { brokers: 'loading', shadow_balancing_audit: 'loading' } } };
export const Empty: Story = { parameters: { lists: { brokers: [], shadow_balancing_audit: [] } } };
export const Error: Story = { parameters: { lists: { brokers: 'error', shadow_balancing_audit: 'error' } } };
