import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { VISIT_KEYS } from './detailTexts.ts';
import { STORY_PROPERTY_ID, STORY_TODAY, STORY_USER_ID, storyActions } from './storyActions.ts';
import { VisitRequestForm } from './VisitRequestForm.tsx';

const meta = {
  title: 'Site/Detail/VisitRequestForm',
  component: VisitRequestForm,
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
    texts: pick(translator('en'), VISIT_KEYS),
    actions: storyActions('ok'),
  },
} satisfies Meta<typeof VisitRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: in person by default, a day from today and an hourly slot. */
export const Default: Story = {};

/** A visit was already requested: shown instead of the form. */
export const AlreadyRequested: Story = {
  args: { existing: { visit_type: 'virtual', scheduled_date: '2026-11-28T11:00:00+05:30', status: 'requested' } },
};

/** The owner confirmed the visit. */
export const Confirmed: Story = {
  args: { existing: { visit_type: 'physical', scheduled_date: '2026-11-29T17:00:00+05:30', status: 'scheduled' } },
};

/** Sending never finishes: the button waits. */
export const Sending: Story = { args: { actions: storyActions('pending') } };

/** The request failed. */
export const Failed: Story = { args: { actions: storyActions('fail') } };

/** In Hindi. */
/** Asked for the same slot already (another tab): the database refuses a second request. */
export const SlotAlreadyRequested: Story = { args: { actions: storyActions('duplicate') } };
export const Hindi: Story = { args: { texts: pick(translator('hi'), VISIT_KEYS) } };
