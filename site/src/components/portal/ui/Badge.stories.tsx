import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, StatusBadge } from './Badge.tsx';

// Role badges in core's four variants (spec 6), status badges in core's colours (spec 4).
const meta = {
  title: 'Site/Portal/UI/Badge',
  component: Badge,
  args: { variant: 'default', children: 'Broker' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Property Manager' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Admin' } };
export const Outline: Story = { args: { variant: 'outline', children: 'User' } };

/** A status in each of its colours, labelled from the status itself. */
export const StatusColours: Story = {
  render: () => (
    <p className="actions">
      {['available', 'booked', 'pending', 'rejected', 'under_review'].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </p>
  ),
};

/** A screen's own words for a status, keeping the status's colour. */
export const StatusWithLabel: Story = {
  render: () => <StatusBadge status="rejected" label="Overdue" />,
};
