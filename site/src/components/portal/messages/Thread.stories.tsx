import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../../i18n/t.ts';
import { CONVERSATION, ME, MESSAGES } from './fixtures.ts';
import { Thread } from './Thread.tsx';

const meta = {
  title: 'Site/Portal/Messages/Thread',
  component: Thread,
  args: {
    conversation: CONVERSATION, messages: MESSAGES, me: ME, online: false, typing: false, draft: '', sending: false, error: null,
    onDraft: fn(), onSend: fn(), onSharePhone: fn(), onBlock: fn(), onReport: fn(), t: translator('en'),
  },
} satisfies Meta<typeof Thread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { messages: null } };
export const Empty: Story = { args: { messages: [] } };
export const Error: Story = { args: { draft: 'Hello', error: 'This conversation is blocked' } };
export const Typing: Story = { args: { online: true, typing: true } };
export const Blocked: Story = { args: { conversation: { ...CONVERSATION, status: 'blocked', blocked_by: ME } } };
export const Reported: Story = { args: { conversation: { ...CONVERSATION, status: 'reported' } } };
export const Hindi: Story = { args: { t: translator('hi'), online: true } };
