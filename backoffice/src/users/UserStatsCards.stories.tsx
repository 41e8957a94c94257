import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { UserStatsCards } from './UserStatsCards.tsx';

const meta = {
  title: 'Backoffice/Users/UserStatsCards',
  component: UserStatsCards,
  parameters: {
    stats: () => Promise.resolve({ total: 12480, brokers: 340, landlords: 1215, active: 9630 }),
  },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ getUserStats: parameters.stats }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof UserStatsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { stats: pending } };

/** A new installation: nobody signed up yet. */
export const Empty: Story = {
  parameters: { stats: () => Promise.resolve({ total: 0, brokers: 0, landlords: 0, active: 0 }) },
};

export const Error: Story = {
  parameters: { stats: () => Promise.reject(new globalThis.Error('offline')) },
};
