import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATS } from './fixtures.ts';
import { pending, StoryAdmin } from '../testing/StoryAdmin.tsx';
import { DashboardPage } from './DashboardPage.tsx';


const meta = {
  title: 'Backoffice/Dashboard/DashboardPage',
  component: DashboardPage,
  parameters: { stats: () => Promise.resolve(STATS) },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin methods={{ getDashboardStats: parameters.stats }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { parameters: { stats: pending } };

/** A new installation: nothing counted yet. */
export const Empty: Story = {
  parameters: {
    stats: () =>
      Promise.resolve({ ...STATS, total_users: 0, active_brokers: 0, total_brokers: 0, total_properties: 0, total_revenue: 0, pending_broker_registrations: 0 }),
  },
};

export const Error: Story = { parameters: { stats: () => Promise.reject(new globalThis.Error('offline')) } };
