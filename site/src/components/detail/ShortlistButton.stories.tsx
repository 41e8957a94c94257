import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { SHORTLIST_KEYS } from './detailTexts.ts';
import { ShortlistButton } from './ShortlistButton.tsx';
import { STORY_PROPERTY_ID, STORY_USER_ID, storyActions } from './storyActions.ts';

const meta = {
  title: 'Site/Detail/ShortlistButton',
  component: ShortlistButton,
  args: {
    propertyId: STORY_PROPERTY_ID,
    userId: STORY_USER_ID,
    shortlisted: false,
    texts: pick(translator('en'), SHORTLIST_KEYS),
    actions: storyActions('ok'),
  },
} satisfies Meta<typeof ShortlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on the shortlist yet. */
export const Default: Story = {};

/** Already shortlisted: pressed, offering to remove. */
export const Shortlisted: Story = { args: { shortlisted: true } };

/** The save is on its way: the button waits. */
export const Saving: Story = { args: { actions: storyActions('pending') } };

/** The save failed: the state stays and an error says so. */
export const Failed: Story = { args: { actions: storyActions('fail') } };

/** In Hindi. */
export const Hindi: Story = { args: { texts: pick(translator('hi'), SHORTLIST_KEYS) } };
