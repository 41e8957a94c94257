import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { ACTIVITY, CRM, searchSample, USERS } from './fixtures.ts';
import { UsersPage } from './UsersPage.tsx';

const meta = {
  title: 'Backoffice/Users/UsersPage',
  component: UsersPage,
  parameters: {
    methods: {
      searchUsers: fn(searchSample(USERS)),
      getUserStats: () => Promise.resolve({ total: 3, brokers: 1, landlords: 1, active: 2 }),
      getUserCrm: () => Promise.resolve(CRM),
      getUserActivity: () => Promise.resolve(ACTIVITY),
      addRvl: () => Promise.resolve({ id: 'app-1', rental_value_locked: 3600 }),
      setShadowPower: () =>
        Promise.resolve({ affiliate_id: 'AFF10042', shadow_power_amount: 1000, is_active: true }),
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: { methods: { searchUsers: pending, getUserStats: pending } },
};

export const Empty: Story = {
  parameters: {
    methods: {
      searchUsers: searchSample([]),
      getUserStats: () => Promise.resolve({ total: 0, brokers: 0, landlords: 0, active: 0 }),
    },
  },
};

export const Error: Story = {
  parameters: {
    methods: {
      searchUsers: () => Promise.reject(new globalThis.Error('offline')),
      getUserStats: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
