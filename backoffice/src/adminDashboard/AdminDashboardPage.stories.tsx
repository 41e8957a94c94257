import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STATS } from '../dashboard/fixtures.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';
import { APPLICATIONS, PROPERTIES } from './fixtures.ts';

const meta = {
  title: 'Backoffice/AdminDashboard/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: {
    lists: { admin_property_search: PROPERTIES },
    freshStore: true,
    methods: {
      getDashboardStats: () => Promise.resolve(STATS),
      listRecentApplications: () => Promise.resolve(APPLICATIONS),
      approveProperty: fn(() => Promise.resolve()),
      approveAndConfigureManagedProperty: fn(() => Promise.resolve({ id: 'mp1' })),
    },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    lists: { admin_property_search: 'loading' },
    methods: {
      getDashboardStats: pending,
      listRecentApplications: pending,
    },
  },
};

export const Empty: Story = {
  parameters: {
    lists: { admin_property_search: [] },
    methods: {
      getDashboardStats: () => Promise.resolve(STATS),
      listRecentApplications: () => Promise.resolve([]),
    },
  },
};

export const Error: Story = {
  parameters: {
    lists: { admin_property_search: 'error' },
    methods: {
      getDashboardStats: () => Promise.reject(new globalThis.Error('offline')),
      listRecentApplications: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
