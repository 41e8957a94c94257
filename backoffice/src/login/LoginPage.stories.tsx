import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { EnrolmentRequired, SecondFactorRequired } from '../mfa.ts';
import { LoginPage } from './LoginPage.tsx';

/** An auth provider for the stories: nobody is signed in, and `login` answers as given. */
function authWith(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    enrolTotp: () =>
      Promise.resolve({
        factor_id: 'factor-new',
        qr_code:
          'data:image/svg+xml;utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ',
      }),
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
  parameters: {
    auth: authWith(({ code }: { code?: string }) =>
      code ? Promise.resolve() : Promise.reject(new SecondFactorRequired()),
    ),
  },
};

/** The password is right and every code is refused. */
export const WrongCode: Story = {
  parameters: {
    auth: authWith(({ code }: { code?: string }) =>
      Promise.reject(code ? new Error('Invalid TOTP code entered') : new SecondFactorRequired()),
    ),
  },
};

/** Every sign-in is refused. */
export const Refused: Story = {
  parameters: { auth: authWith(() => Promise.reject(new Error('Invalid login credentials'))) },
};

/** An admin without an authenticator app: the set-up step follows the password. */
export const FirstAdminSignIn: Story = {
  parameters: {
    auth: authWith(({ code }: { code?: string }) =>
      code ? Promise.resolve() : Promise.reject(new EnrolmentRequired()),
    ),
  },
};
