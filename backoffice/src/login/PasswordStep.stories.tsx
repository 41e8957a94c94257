import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext } from 'react-admin';
import { fn } from 'storybook/test';
import { i18nProvider } from '../i18n/i18nProvider.ts';
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
  args: { busy: false, onSubmit: fn() },
} satisfies Meta<typeof PasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SigningIn: Story = { args: { busy: true } };
