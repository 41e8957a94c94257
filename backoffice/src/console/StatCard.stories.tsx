import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Backoffice/Console/StatCard',
  component: StatCard,
  args: { label: 'Revenue', value: '₹1,52,34,500', hint: '₹4,500 this month' },
  decorators: [
    // The console's messages (the placeholder's name while loading).
    (Story) => (
      <StoryAdmin>
        <div style={{ maxWidth: 240 }}>
          <Story />
        </div>
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { value: undefined, hint: undefined } };

/** The figure could not be loaded. */
export const Error: Story = { args: { value: '—', hint: undefined } };

export const Empty: Story = { args: { value: '₹0', hint: undefined } };
