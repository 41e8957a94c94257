import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { ACTIONS_KEYS } from './detailTexts.ts';
import SignedInActions from './SignedInActions.tsx';
import { NOTHING_DONE, STORY_PROPERTY_ID, STORY_TODAY, STORY_USER_ID, storyActions } from './storyActions.ts';

// The loading and signed-out states belong to the island that loads this part (PropertyActionsIsland).
const meta = {
  title: 'Site/Detail/SignedInActions',
  component: SignedInActions,
  args: {
    propertyId: STORY_PROPERTY_ID,
    userId: STORY_USER_ID,
    today: STORY_TODAY,
    personal: NOTHING_DONE,
    texts: pick(translator('en'), ACTIONS_KEYS),
    actions: storyActions('ok'),
  },
} satisfies Meta<typeof SignedInActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing done on the listing yet: every step offered. */
export const NothingYet: Story = {};

/** Shortlisted, a video call asked for, an application pending and the listing reported. */
export const Filled: Story = {
  args: {
    personal: {
      shortlisted: true,
      visit: { visit_type: 'virtual', scheduled_date: '2026-11-28T11:00:00+05:30', status: 'requested' },
      application: { move_in_date: '2026-12-15', status: 'pending', created_at: '2026-11-20T10:00:00+05:30' },
      reported: true,
    },
  },
};

/** Every request goes unanswered: the buttons wait. */
export const Sending: Story = { args: { actions: storyActions('pending') } };

/** Every request fails: each part says so and keeps what was typed. */
export const Failed: Story = { args: { actions: storyActions('fail') } };

/** In Hindi. */
export const Hindi: Story = { args: { texts: pick(translator('hi'), ACTIONS_KEYS) } };
