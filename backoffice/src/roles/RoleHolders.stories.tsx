import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ROLE_HOLDERS } from './fixtures.ts';
import { RoleHolders } from './RoleHolders.tsx';

const meta = {
  title: 'Backoffice/Roles/RoleHolders',
  component: RoleHolders,
  args: { onManage: fn() },
  parameters: { lists: { admin_users: ROLE_HOLDERS }, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof RoleHolders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the admins. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { admin_users: 'loading' } } };
/** Nobody holds the role picked. */
export const Empty: Story = { parameters: { lists: { admin_users: ROLE_HOLDERS.filter((p) => !p.roles.includes('admin')) } } };
export const Error: Story = { parameters: { lists: { admin_users: 'error' } } };
