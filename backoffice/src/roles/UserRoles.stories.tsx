import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserRoles } from './UserRoles.tsx';

const meta = {
  title: 'Backoffice/Roles/UserRoles',
  component: UserRoles,
  args: { roles: ['admin', 'tenant', 'user'], loading: false, failed: false, onRemove: fn() },
} satisfies Meta<typeof UserRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin who is also a tenant: each role removable. */
export const Default: Story = {};

export const Loading: Story = { args: { roles: undefined, loading: true } };

/** The user exists but holds no role. */
export const Empty: Story = { args: { roles: [] } };

export const Error: Story = { args: { roles: undefined, failed: true } };

/** No user entered or picked yet. */
export const NoUser: Story = { args: { roles: undefined } };
