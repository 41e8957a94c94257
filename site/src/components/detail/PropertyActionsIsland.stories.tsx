import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { ACTIONS_KEYS } from './detailTexts.ts';
import { PropertyActionsIsland } from './PropertyActionsIsland.tsx';
import { STORY_PROPERTY_ID, STORY_TODAY, STORY_USER_ID, storyActions, storySource } from './storyActions.ts';

const here = `/property/${STORY_PROPERTY_ID}`;
const signIn = (step: string) => `/auth?next=${encodeURIComponent(`${here}#${step}`)}`;

const meta = {
  title: 'Site/Detail/PropertyActionsIsland',
  component: PropertyActionsIsland,
  args: {
    propertyId: STORY_PROPERTY_ID,
    today: STORY_TODAY,
    signIn: { actions: signIn('actions'), visit: signIn('visit'), apply: signIn('apply'), report: signIn('report') },
    texts: pick(translator('en'), ACTIONS_KEYS),
    source: storySource('loaded'),
    actions: storyActions('ok'),
  },
} satisfies Meta<typeof PropertyActionsIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A session, its state on the way. */
export const Loading: Story = { args: { source: storySource('loading') } };

/** No session: links to sign in that come back to the same step. */
export const SignedOut: Story = { args: { source: storySource('signed-out') } };

/** Signed in, with what the person already did: shortlisted, a visit asked for, reported. */
export const Filled: Story = {
  args: {
    source: storySource('loaded', {
      kind: 'person',
      userId: STORY_USER_ID,
      state: {
        shortlisted: true,
        visit: { visit_type: 'physical', scheduled_date: '2026-11-28', status: 'requested' },
        application: null,
        reported: true,
      },
    }),
  },
};

/** Signed in, nothing done yet. */
export const NothingYet: Story = {};

/** The person's own listing: a pointer to their leads. */
export const Own: Story = { args: { source: storySource('loaded', { kind: 'own' }) } };

/** The state could not be read: a message and a retry. */
export const Failed: Story = { args: { source: storySource('failed') } };

/** In Hindi. */
export const Hindi: Story = { args: { texts: pick(translator('hi'), ACTIONS_KEYS), source: storySource('signed-out') } };
