import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { REPORTED_CONVERSATIONS, REPORTED_MESSAGES } from './conversationReportFixtures.ts';
import { ConversationReportQueue } from './ConversationReportQueue.tsx';

const meta = {
  title: 'Backoffice/Properties/ConversationReportQueue',
  component: ConversationReportQueue,
  parameters: {
    lists: { conversation_report_queue: REPORTED_CONVERSATIONS },
    methods: {
      reportedConversationMessages: fn(async () => REPORTED_MESSAGES),
      dismissConversationReport: fn(async () => ({ id: 'c1' })),
      closeReportedConversation: fn(async () => ({ id: 'c1' })),
    },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ConversationReportQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One conversation reported by the renter, its two messages behind a button. */
export const Default: Story = {};
export const Empty: Story = { parameters: { lists: { conversation_report_queue: [] } } };
export const Error: Story = { parameters: { lists: { conversation_report_queue: 'error' } } };
/** Another admin resolved it first. */
export const Refused: Story = {
  parameters: { methods: { closeReportedConversation: () => Promise.reject(new ApiError('This conversation has no open report')) } },
};
