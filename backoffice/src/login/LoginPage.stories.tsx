import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { SecondFactorRequired } from '../mfa.ts';
import { LoginPage } from './LoginPage.tsx';

/** An auth provider for the stories: nobody is signed in, and `login` answers as given. */
function authWith(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.reject(new Error('signed out')),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
  };
}

const meta = {
  title: 'Backoffice/Login/LoginPage',
  component: LoginPage,
  parameters: { auth: authWith(() => Promise.resolve()) },
  decorators: [
    (Story, { parameters }) => (
      <AdminContext i18nProvider={i18nProvider} authProvider={parameters.auth as AuthProvider}>
        <Story />
      </AdminContext>
    ),
  ],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The password was right and the account has an authenticator app: the code step follows. */
export const NeedsCode: Story = {
  parameters: { auth: authWith(({ code }: { code?: string }) => (code ? Promise.resolve() : Promise.reject(new SecondFactorRequired()))) },
};

/** Every sign-in is refused. */
export const Refused: Story = {
  parameters: { auth: authWith(() => Promise.reject(new Error('Invalid login credentials'))) },
};
