import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { applications, managedProperties, rvlRows } from './fixtures.ts';
import ManagedRentalsPage from './ManagedRentalsPage.tsx';

const filled = {
  admin_managed_applications: applications,
  admin_managed_properties: managedProperties,
  admin_rvl_tracking: rvlRows,
};

const meta = {
  title: 'Backoffice/ManagedRentals/ManagedRentalsPage',
  component: ManagedRentalsPage,
  parameters: { lists: filled, methods: {}, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ManagedRentalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  parameters: {
    lists: {
      admin_managed_applications: 'loading',
      admin_managed_properties: 'loading',
      admin_rvl_tracking: 'loading',
    },
  },
};
export const Empty: Story = {
  parameters: {
    lists: { admin_managed_applications: [], admin_managed_properties: [], admin_rvl_tracking: [] },
  },
};
export const Error: Story = {
  parameters: {
    lists: {
      admin_managed_applications: 'error',
      admin_managed_properties: 'error',
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

/** Opened at RVL Tracking's own address, with a search in it. */
export const RvlByAddress: Story = {
  parameters: {
    path: `/managed-rentals/rvl?${new URLSearchParams({ filter: JSON.stringify({ q: 'Residency' }) })}`,
  },
};
