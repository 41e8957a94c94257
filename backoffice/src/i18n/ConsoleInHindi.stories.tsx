import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuthProvider } from 'react-admin';
import { ConsoleLayout } from '../console/ConsoleLayout.tsx';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { storyDataProvider } from '../testing/storyDataProvider.ts';
import { ACTIVITY, CRM, USERS } from '../users/fixtures.ts';
import { UsersPage } from '../users/UsersPage.tsx';
import type { ConsoleLocale } from './i18nProvider.ts';

const adminWithLanguage = (language?: ConsoleLocale): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 'admin-1', fullName: 'Meera Iyer', language }),
});

const meta = {
  title: 'Backoffice/Console/In Hindi',
  component: ConsoleLayout,
  args: { children: <UsersPage /> },
  parameters: { locale: 'hi', profileLanguage: undefined },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin
        path="/users"
        locale={parameters.locale as ConsoleLocale | null}
        authProvider={adminWithLanguage(parameters.profileLanguage as ConsoleLocale | undefined)}
        methods={storyDataProvider({ admin_users: USERS }, {
          isAdmin: () => Promise.resolve(true),
          getUserStats: () => Promise.resolve({ total: 3, brokers: 1, landlords: 1, active: 2 }),
          getUserCrm: () => Promise.resolve(CRM),
          getUserActivity: () => Promise.resolve(ACTIVITY),
        } as Record<string, unknown>)}
      >
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin who picked Hindi on the Users screen. */
export const PickedHindi: Story = {};

/** An admin whose profile says Hindi and who has not picked a language in this browser. */
export const ProfileInHindi: Story = { parameters: { locale: null, profileLanguage: 'hi' } };

/** An admin whose profile says Hindi but who picked English here: the pick wins. */
export const PickedEnglish: Story = { parameters: { locale: 'en', profileLanguage: 'hi' } };
