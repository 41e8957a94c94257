import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ACTIVITY, CRM, USERS } from './fixtures.ts';
import { UsersPage } from './UsersPage.tsx';

const meta = {
  title: 'Backoffice/Users/UsersPage',
  component: UsersPage,
  parameters: {
    lists: { admin_users: USERS },
    freshStore: true,
    methods: {
      searchUsers: fn(async () => ({ data: USERS, total: USERS.length })),
      getUserStats: () => Promise.resolve({ total: 3, brokers: 1, landlords: 1, active: 2 }),
      getUserCrm: () => Promise.resolve(CRM),
      getUserActivity: () => Promise.resolve(ACTIVITY),
      addRvl: () => Promise.resolve({ id: 'app-1', rental_value_locked: 3600 }),
      setShadowPower: () =>
        Promise.resolve({ affiliate_id: 'AFF10042', shadow_power_amount: 1000, is_active: true }),
    },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened from an address that names a role: only the brokers. */
export const Filtered: Story = {
  parameters: { path: `/?filter=${encodeURIComponent(JSON.stringify({ role: 'broker' }))}` },
};

export const Loading: Story = {
  parameters: { lists: { admin_users: 'loading' }, methods: { getUserStats: pending } },
};

export const Empty: Story = {
  parameters: {
    lists: { admin_users: [] },
    methods: { getUserStats: () => Promise.resolve({ total: 0, brokers: 0, landlords: 0, active: 0 }) },
  },
};

export const Error: Story = {
  parameters: {
    lists: { admin_users: 'error' },
    methods: { getUserStats: () => Promise.reject(new globalThis.Error('offline')) },
  },
};
