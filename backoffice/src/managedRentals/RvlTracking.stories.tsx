import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rvlRows } from './fixtures.ts';
import type { RvlTrackingRecord } from './types.ts';
import { RvlTracking } from './RvlTracking.tsx';

/** Two properties: the fixture's, and a second one with the same months. */
const twoRows: RvlTrackingRecord[] = [
  ...rvlRows,
  { ...rvlRows[0]!, id: 'mp2', property_name: '12 MG Road, Koramangala, Bengaluru', owner_name: 'Vikram Rao' },
];

const meta = {
  title: 'Backoffice/ManagedRentals/RvlTracking',
  component: RvlTracking,
  parameters: { lists: { admin_rvl_tracking: rvlRows }, methods: {}, freshStore: true },
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

/** Two properties ticked and one month marked paid for both, after the admin confirms. */
export const BulkMarkPaid: Story = {
  parameters: {
    lists: { admin_rvl_tracking: twoRows },
    methods: { markRvlPaymentsPaid: fn(async (ids: string[]) => ids.map((id) => ({ id }))) },
  },
};

/** The database refuses the month for one of the properties: none is marked. */
export const BulkMarkPaidRefused: Story = {
  parameters: {
    lists: { admin_rvl_tracking: twoRows },
    methods: {
      markRvlPaymentsPaid: () => Promise.reject(new ApiError('Only months within the lease can be marked paid')),
    },
  },
};

/** Opened from an address that carries a search: the Koramangala property only. */
export const Filtered: Story = {
  parameters: {
    lists: { admin_rvl_tracking: twoRows },
    path: `/?${new URLSearchParams({ filter: JSON.stringify({ q: 'Koramangala' }) })}`,
  },
};
