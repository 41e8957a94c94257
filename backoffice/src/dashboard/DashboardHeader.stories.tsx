import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuthProvider } from 'react-admin';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';

function admin(fullName: string | undefined, logout: AuthProvider['logout']): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout,
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 'admin-1', fullName }),
  };
}

const meta = {
  title: 'Backoffice/Dashboard/DashboardHeader',
  component: DashboardHeader,
  args: { health: 'healthy' },
  parameters: { auth: admin('Meera Iyer', () => Promise.resolve()) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin authProvider={parameters.auth as AuthProvider}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof DashboardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named admin, the system healthy. */
export const Default: Story = {};

/** The figures are still loading: no health badge yet. */
export const Loading: Story = { args: { health: undefined } };

export const Warning: Story = { args: { health: 'warning' } };

export const Critical: Story = { args: { health: 'critical' } };

/** An admin account without a name. */
export const Unnamed: Story = {
  parameters: { auth: admin(undefined, () => Promise.resolve()) },
};
