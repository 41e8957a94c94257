import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { StatusChip } from './StatusChip.tsx';

const meta = {
  title: 'Backoffice/Console/StatusChip',
  component: StatusChip,
  args: { status: 'available' },
  // The console's messages, as on its screens.
  decorators: [withStoryMethods],
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Booked: Story = { args: { status: 'booked' } };
export const Pending: Story = { args: { status: 'under_review' } };
export const Rejected: Story = { args: { status: 'rejected' } };
