import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import type { ReviewMethods } from '../dataProvider.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { MEERA, ROLE_HOLDERS } from './fixtures.ts';
import RoleManagementPage from './RoleManagementPage.tsx';

const found: Partial<ReviewMethods> = {
  lookupUsers: async () => [
    MEERA,
    {
      id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      full_name: 'Meera Nair',
      email: 'meera.nair@example.in',
    },
  ],
  getUserRoles: async () => ['tenant', 'user'],
  assignRole: fn(async () => undefined),
};

const meta = {
  title: 'Backoffice/Roles/RoleManagementPage',
  component: RoleManagementPage,
  parameters: { methods: found, lists: { admin_users: ROLE_HOLDERS }, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof RoleManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two people match the search; the roles load and the assignment succeeds once its Undo has passed. */
export const Default: Story = {};

/** The search and the roles never answer. */
export const Loading: Story = {
  parameters: {
    methods: {
      lookupUsers: () => new Promise(() => {}),
      getUserRoles: () => new Promise(() => {}),
    },
  },
};

/** Nobody matches the search. */
export const Empty: Story = { parameters: { methods: { lookupUsers: async () => [] } } };

/** The database refuses both the assignment and the removal. */
export const Error: Story = {
  parameters: {
    methods: {
      ...found,
      assignRole: () => Promise.reject(new ApiError('User not found')),
      removeRole: () => Promise.reject(new ApiError('Cannot remove the last admin')),
    },
  },
};

/** An assignment under way: Assign Role is busy and sends nothing more. */
export const Assigning: Story = {
  parameters: { methods: { ...found, assignRole: fn(pending) } },
};
