import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONVERSATION, ME, MESSAGES } from './fixtures.ts';
import { storyClient } from './storyClient.ts';
import ThreadIsland from './ThreadIsland.tsx';

/** A message typed into the composer and sent, as a person would. */
async function send({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const box = canvasElement.querySelector<HTMLTextAreaElement>('#chat-draft');
  const form = box?.form;
  if (!box || !form) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setValue?.call(box, 'Can I see it on Sunday?');
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  form.requestSubmit();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const meta = {
  title: 'Site/Portal/Messages/ThreadIsland',
  component: ThreadIsland,
  args: { conversation: CONVERSATION, messages: MESSAGES, me: ME, lang: 'en', client: storyClient() },
} satisfies Meta<typeof ThreadIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Joined, the other party away: the thread as the page served it. */
export const Filled: Story = {};
/** The other party has the thread open and is typing. */
export const OtherPartyTyping: Story = { args: { client: storyClient({ online: true, typing: true }) } };
/** No message yet. */
export const Empty: Story = { args: { messages: [] } };
/** A sent message joins the thread. */
export const Sent: Story = { play: send };
/** The database refuses the message: its words are shown and the draft is kept. */
export const Refused: Story = { args: { client: storyClient({ refuse: 'This conversation is blocked' }) }, play: send };
/** In Hindi, the other party online. */
export const Hindi: Story = { args: { lang: 'hi', client: storyClient({ online: true }) } };
