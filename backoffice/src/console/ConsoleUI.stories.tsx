import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomRoutes, type AuthProvider } from 'react-admin';
// react-admin builds its routes from react-router-dom's Route; under the test runner that is not
// the same object as react-router's, which the app's bundle makes one.
import { Route } from 'react-router-dom';
import { DashboardPage } from '../dashboard/DashboardPage.tsx';
import { STATS } from '../dashboard/fixtures.ts';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { Typography } from '@mui/material';
import { ConsoleUI } from './ConsoleUI.tsx';

const signedOut: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
};

const meta = {
  title: 'Backoffice/Console/ConsoleUI',
  component: ConsoleUI,
  args: {
    dashboard: DashboardPage,
    children: (
      <CustomRoutes>
        <Route
          path="/documentation"
          element={
            <Typography component="h1" variant="h5">
              Documentation
            </Typography>
          }
        />
      </CustomRoutes>
    ),
  },
  parameters: {
    path: '/',
    isAdmin: () => Promise.resolve(true),
    stats: () => Promise.resolve(STATS),
  },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin
        path={parameters.path as string}
        authProvider={parameters.auth as AuthProvider | undefined}
        methods={{
          isAdmin: parameters.isAdmin,
          getDashboardStats: parameters.stats,
        }}
        notifications={false}
      >
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ConsoleUI>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in admin at the console's root: the dashboard in the console's frame. */
export const Default: Story = {};

/** One of the console's own screens. */
export const Screen: Story = { parameters: { path: '/documentation' } };

/** A path the console does not know. */
export const NotFound: Story = { parameters: { path: '/no-such-screen' } };

/** Nobody is signed in: the console's own sign-in page. */
export const SignedOut: Story = { parameters: { auth: signedOut } };

/** Signed in without the admin role. */
export const NotAdmin: Story = { parameters: { isAdmin: () => Promise.resolve(false) } };

/** The dashboard's figures cannot be loaded: the console's own notification says so. */
export const DashboardFails: Story = {
  parameters: { stats: () => Promise.reject(new globalThis.Error('offline')) },
};
