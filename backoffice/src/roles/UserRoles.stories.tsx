import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { UserRoles } from './UserRoles.tsx';

const meta = {
  title: 'Backoffice/Roles/UserRoles',
  component: UserRoles,
  args: { roles: ['admin', 'tenant', 'user'], loading: false, failed: false, onRemove: fn() },
  decorators: [withStoryMethods],
} satisfies Meta<typeof UserRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin who is also a tenant: each role removable, after a question. */
export const Default: Story = {};

/** A removal under way: its button is busy and sends nothing more. */
export const Removing: Story = { args: { onRemove: fn(pending) } };

export const Loading: Story = { args: { roles: undefined, loading: true } };

/** The user exists but holds no role. */
export const Empty: Story = { args: { roles: [] } };

export const Error: Story = { args: { roles: undefined, failed: true } };

/** No user entered or picked yet. */
export const NoUser: Story = { args: { roles: undefined } };
