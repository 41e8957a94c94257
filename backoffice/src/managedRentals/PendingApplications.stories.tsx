import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { applications } from './fixtures.ts';
import { PendingApplications } from './PendingApplications.tsx';

const meta = {
  title: 'Backoffice/ManagedRentals/PendingApplications',
  component: PendingApplications,
  parameters: { lists: { admin_managed_applications: applications }, methods: {}, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof PendingApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted and an under-review application; the approved one is not waiting. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { admin_managed_applications: 'loading' } } };
export const Empty: Story = { parameters: { lists: { admin_managed_applications: [] } } };
export const Error: Story = { parameters: { lists: { admin_managed_applications: 'error' } } };
/** In Hindi: the property's type and who brought it in Hindi too. */
export const Hindi: Story = { parameters: { locale: 'hi' } };

/** Opened from an address that asks for the applications under review only. */
export const Filtered: Story = {
  parameters: { path: `/?${new URLSearchParams({ filter: JSON.stringify({ status: 'under_review' }) })}` },
};
