import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending, StoryAdmin } from '../testing/StoryAdmin.tsx';
import { AdminGuard } from './AdminGuard.tsx';

const meta = {
  title: 'Backoffice/Console/AdminGuard',
  component: AdminGuard,
  args: { children: <Typography>Admin screens</Typography>, onGoBack: fn() },
  parameters: { isAdmin: () => Promise.resolve(true) },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin methods={{ isAdmin: parameters.isAdmin }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof AdminGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the screens show. */
export const Default: Story = {};

export const Loading: Story = { parameters: { isAdmin: pending } };

/** Signed in without the admin role. */
export const Denied: Story = { parameters: { isAdmin: () => Promise.resolve(false) } };

/** The check itself failed: treated as no access (spec 6). */
export const Error: Story = { parameters: { isAdmin: () => Promise.reject(new globalThis.Error('offline')) } };
