import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rvlRows } from './fixtures.ts';
import { RvlTracking } from './RvlTracking.tsx';

const meta = {
  title: 'Backoffice/ManagedRentals/RvlTracking',
  component: RvlTracking,
  parameters: { lists: { admin_rvl_tracking: rvlRows }, methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof RvlTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A property with two of its four months paid, this month pending and the first before its lease. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { admin_rvl_tracking: 'loading' } } };
export const Empty: Story = { parameters: { lists: { admin_rvl_tracking: [] } } };
export const Error: Story = { parameters: { lists: { admin_rvl_tracking: 'error' } } };

/** The database refuses to mark a month paid. */
export const MarkPaidRefused: Story = {
  parameters: {
    methods: {
      markRvlPaymentPaid: () =>
        Promise.reject(new ApiError('Only months within the lease can be marked paid')),
    },
  },
};
