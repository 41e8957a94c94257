import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { LEADS } from './fixtures.ts';
import { LeadItem } from './LeadItem.tsx';

const [application, visit] = LEADS;
if (!application || !visit) throw new Error('The user fixtures have no leads');

const meta = {
  title: 'Site/Portal/User/LeadItem',
  component: LeadItem,
  args: { lead: application, here: '/portal/user/my-properties', t: translator('en') },
  decorators: [
    (Story) => (
      <ul className="row-list">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof LeadItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An application waiting for the owner: Accept or Decline, with an optional reply. */
export const Application: Story = {};

/** An in-person visit asked for, from someone whose profile is not shown. */
export const VisitRequested: Story = {
  args: {
    lead: {
      ...visit,
      id: 'v-2',
      status: 'requested',
      visit_type: 'physical',
      owner_reply: null,
      scheduled_date: '2026-11-28T11:30:00Z',
    },
  },
};

/** A virtual visit already scheduled, with the owner's reply. */
export const VisitScheduled: Story = { args: { lead: visit } };

/** An application the owner declined. */
export const Declined: Story = {
  args: { lead: { ...application, status: 'rejected', owner_reply: 'Sorry, already let' } },
};

/** In the landlord's to-do list, where leads of several listings meet: the listing is named. */
export const OnTheLandlordsOverview: Story = {
  args: { here: '/portal/landlord', property: { id: 'p-1', title: '2 BHK in Koramangala' } },
};

/** A property manager reads the lead but answers nothing: that is the owner's. */
export const ReadByAManager: Story = { args: { answer: false, property: { id: 'p-1', title: '2 BHK in Koramangala' } } };
