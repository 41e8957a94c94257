import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { ChartCard } from './ChartCard.tsx';

const meta = {
  title: 'Backoffice/Analytics/ChartCard',
  component: ChartCard,
  args: {
    title: 'Listings by city',
    valueLabel: 'Listings',
    rows: [
      { label: 'Pune', value: '1,240' },
      { label: 'Bengaluru', value: '980' },
    ],
    children: <svg role="img" aria-label="bars" width="200" height="80" />,
  },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures to chart, with the same figures as a table under a disclosure. */
export const Filled: Story = {};

/** Nothing recorded yet. */
export const Empty: Story = { args: { rows: [] } };
