import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import { AdminContext, useNotify, type NotificationType } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import type { StoryParameters } from '../testing/StoryAdmin.tsx';
import { ConsoleNotification } from './ConsoleNotification.tsx';

type Sent = { message: string; type: NotificationType };

/**
 * Parts of a screen reporting as they load, and again on demand (a retry that fails again). Their
 * toasts stay until closed (Escape or a click elsewhere), so the story shows which one comes next.
 */
function Send({ messages }: { messages: readonly Sent[] }) {
  const notify = useNotify();
  useEffect(() => {
    for (const { message, type } of messages) notify(message, { type, autoHideDuration: null });
  }, [messages, notify]);
  const again = () => {
    for (const { message, type } of messages) notify(message, { type, autoHideDuration: null });
  };
  return <Button onClick={again}>Send again</Button>;
}

const meta = {
  title: 'Backoffice/Console/ConsoleNotification',
  component: ConsoleNotification,
  parameters: { sent: [{ message: 'Role assigned', type: 'success' }] },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <AdminContext i18nProvider={i18nProvider}>
        <Send messages={parameters.sent as Sent[]} />
        <Story />
      </AdminContext>
    ),
  ],
} satisfies Meta<typeof ConsoleNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One success. */
export const Default: Story = {};

/** Both lists of a screen fail together, then an action succeeds: one error toast, then the success. */
export const SameFailureTwice: Story = {
  parameters: {
    sent: [
      { message: 'Failed to load shadow balancing data', type: 'error' },
      { message: 'Failed to load shadow balancing data', type: 'error' },
      { message: 'Shadow balancing enabled for Meera Iyer', type: 'success' },
    ],
  },
};

/** The same words as a success and as an error are two different notifications. */
export const SameWordsOtherType: Story = {
  parameters: {
    sent: [
      { message: 'Role removed', type: 'info' },
      { message: 'Role removed', type: 'error' },
    ],
  },
};
