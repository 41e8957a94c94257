import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext } from 'react-admin';
import { fn } from 'storybook/test';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { PasswordStep } from './PasswordStep.tsx';

const meta = {
  title: 'Backoffice/Login/PasswordStep',
  component: PasswordStep,
  decorators: [
    (Story) => (
      <AdminContext i18nProvider={i18nProvider}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </AdminContext>
    ),
  ],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof PasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The sign-in never answers: Sign in stays busy and sends nothing more. */
export const SigningIn: Story = { args: { onSubmit: fn(pending) } };
