import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { Badge, StatusBadge } from './Badge.tsx';
import { statusText } from './statusText.ts';

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

const statuses = (lang: 'en' | 'hi') => {
  const t = translator(lang);
  return (
    <p className="actions" lang={lang === 'hi' ? 'hi-IN' : 'en-IN'}>
      <StatusBadge status="available" label={statusText(t, 'user.availability', 'available')} />
      <StatusBadge status="booked" label={statusText(t, 'user.availability', 'booked')} />
      <StatusBadge status="rented" label={statusText(t, 'user.availability', 'rented')} />
      <StatusBadge status="pending" label={statusText(t, 'user.lead.status', 'pending')} />
      <StatusBadge status="rejected" label={statusText(t, 'user.managedStatus', 'rejected')} />
      <StatusBadge status="under_review" label={statusText(t, 'user.managedStatus', 'under_review')} />
    </p>
  );
};

/** A status in each of its colours, in the catalogue's words. */
export const StatusColours: Story = { render: () => statuses('en') };

/** The same statuses for a Hindi reader. */
export const StatusColoursInHindi: Story = { render: () => statuses('hi') };

/** A screen's own words for a status, keeping the status's colour. */
export const StatusWithLabel: Story = {
  render: () => <StatusBadge status="rejected" label="Overdue" />,
};
