import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AuthProvider } from 'react-admin';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { LogoutButton } from './LogoutButton.tsx';

function auth(logout: AuthProvider['logout']): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout,
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
  };
}

const meta = {
  title: 'Backoffice/Console/LogoutButton',
  component: LogoutButton,
  args: { onLoggedOut: fn() },
  parameters: { auth: auth(() => Promise.resolve()) },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin authProvider={parameters.auth as AuthProvider}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The sign-out request fails (offline). */
export const Error: Story = { parameters: { auth: auth(() => Promise.reject(new globalThis.Error('offline'))) } };
