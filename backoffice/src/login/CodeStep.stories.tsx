import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext } from 'react-admin';
import { fn } from 'storybook/test';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { CodeStep } from './CodeStep.tsx';

const meta = {
  title: 'Backoffice/Login/CodeStep',
  component: CodeStep,
  decorators: [
    (Story) => (
      <AdminContext i18nProvider={i18nProvider}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </AdminContext>
    ),
  ],
  args: { onSubmit: fn(async () => {}), onStartOver: fn() },
} satisfies Meta<typeof CodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The check never answers: Verify stays busy and sends nothing more. */
export const Verifying: Story = { args: { onSubmit: fn(pending) } };
