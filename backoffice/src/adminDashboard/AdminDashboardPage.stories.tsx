import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STATS } from '../dashboard/fixtures.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';
import { APPLICATIONS, PROPERTIES, searchSample } from './fixtures.ts';

const meta = {
  title: 'Backoffice/AdminDashboard/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: {
    methods: {
      getDashboardStats: () => Promise.resolve(STATS),
      searchProperties: fn(searchSample(PROPERTIES)),
      listRecentApplications: () => Promise.resolve(APPLICATIONS),
      approveProperty: fn(() => Promise.resolve()),
      approveAndConfigureManagedProperty: fn(() => Promise.resolve({ id: 'mp1' })),
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    methods: {
      getDashboardStats: pending,
      searchProperties: pending,
      listRecentApplications: pending,
    },
  },
};

export const Empty: Story = {
  parameters: {
    methods: {
      getDashboardStats: () => Promise.resolve(STATS),
      searchProperties: searchSample([]),
      listRecentApplications: () => Promise.resolve([]),
    },
  },
};

export const Error: Story = {
  parameters: {
    methods: {
      getDashboardStats: () => Promise.reject(new globalThis.Error('offline')),
      searchProperties: () => Promise.reject(new globalThis.Error('offline')),
      listRecentApplications: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
