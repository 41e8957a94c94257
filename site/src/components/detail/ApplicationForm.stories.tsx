import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { ApplicationForm } from './ApplicationForm.tsx';
import { APPLY_KEYS } from './detailTexts.ts';
import { STORY_PROPERTY_ID, STORY_TODAY, STORY_USER_ID, storyActions } from './storyActions.ts';

const meta = {
  title: 'Site/Detail/ApplicationForm',
  component: ApplicationForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    propertyId: STORY_PROPERTY_ID,
    userId: STORY_USER_ID,
    today: STORY_TODAY,
    existing: null,
    texts: pick(translator('en'), APPLY_KEYS),
    actions: storyActions('ok'),
  },
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {};

/** Already applied: shown instead of the form. */
export const AlreadyApplied: Story = {
  args: { existing: { move_in_date: '2026-12-15', status: 'pending', created_at: '2026-11-22T09:30:00Z' } },
};

/** Sending never finishes. */
export const Sending: Story = { args: { actions: storyActions('pending') } };

/** The application failed. */
export const Failed: Story = { args: { actions: storyActions('fail') } };

/** In Hindi. */
/** Applied already from another tab: the database refuses a second open application. */
export const AppliedInAnotherTab: Story = { args: { actions: storyActions('duplicate') } };
export const Hindi: Story = { args: { texts: pick(translator('hi'), APPLY_KEYS) } };
