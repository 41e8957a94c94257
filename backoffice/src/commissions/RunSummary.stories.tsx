import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { SUMMARY } from './fixtures.ts';
import { RunSummary } from './RunSummary.tsx';

const meta = {
  title: 'Backoffice/Commissions/RunSummary',
  component: RunSummary,
  args: { summary: SUMMARY },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof RunSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A month with no paid RVL: every figure is zero. */
export const Empty: Story = {
  args: {
    summary: {
      ...SUMMARY,
      members: 0,
      ranks_changed: 0,
      payments: 0,
      unattributed: 0,
      unattributed_rvl: 0,
      commissions: 0,
      total_amount: 0,
    },
  },
};
