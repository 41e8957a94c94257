import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { applications, managedProperties, rvlRows } from './fixtures.ts';
import ManagedRentalsPage from './ManagedRentalsPage.tsx';

const filled = {
  admin_managed_applications: applications,
  managed_property_details: managedProperties,
  admin_rvl_tracking: rvlRows,
};

const meta = {
  title: 'Backoffice/ManagedRentals/ManagedRentalsPage',
  component: ManagedRentalsPage,
  parameters: { lists: filled, methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ManagedRentalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  parameters: {
    lists: {
      admin_managed_applications: 'loading',
      managed_property_details: 'loading',
      admin_rvl_tracking: 'loading',
    },
  },
};
export const Empty: Story = {
  parameters: {
    lists: { admin_managed_applications: [], managed_property_details: [], admin_rvl_tracking: [] },
  },
};
export const Error: Story = {
  parameters: {
    lists: {
      admin_managed_applications: 'error',
      managed_property_details: 'error',
      admin_rvl_tracking: 'error',
    },
  },
};

/** Every review action is refused by the database. */
export const ActionsFail: Story = {
  parameters: {
    methods: {
      approveAndConfigureManagedProperty: () => Promise.reject(new ApiError('Affiliate not found')),
      declineManagedApplication: () =>
        Promise.reject(new ApiError('Only submitted or under review applications can be declined')),
      markRvlPaymentPaid: () =>
        Promise.reject(new ApiError('Payment month cannot be in the future')),
    },
  },
};
