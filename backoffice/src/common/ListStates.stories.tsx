import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyText, ListError } from './ListStates.tsx';

const meta = {
  title: 'Backoffice/Common/ListStates',
  component: EmptyText,
  args: { text: 'No registrations yet.' },
} satisfies Meta<typeof EmptyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list with no rows. */
export const Empty: Story = {};

/** A list whose rows could not be loaded. */
export const Error: Story = {
  args: { text: 'Failed to load broker registrations' },
  render: (args) => <ListError {...args} />,
};
