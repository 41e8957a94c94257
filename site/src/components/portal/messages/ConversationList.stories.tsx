import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { CONVERSATIONS, ME } from './fixtures.ts';
import { ConversationList } from './ConversationList.tsx';

const meta = {
  title: 'Site/Portal/Messages/ConversationList',
  component: ConversationList,
  args: { state: { status: 'ok', data: CONVERSATIONS }, me: ME, t: translator('en') },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Error: Story = { args: { state: { status: 'error', message: 'chat.inbox.error' } } };
export const Hindi: Story = { args: { t: translator('hi') } };
