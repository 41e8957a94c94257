import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { APPLICATIONS } from './fixtures.ts';
import { RequestList } from './RequestList.tsx';

const meta = {
  title: 'Site/Portal/User/RequestList',
  component: RequestList,
  args: { requests: APPLICATIONS.requests, t: translator('en') },
} satisfies Meta<typeof RequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending application, and a visit the owner cancelled on a listing since removed. */
export const Default: Story = {};

/** A scheduled virtual visit and an accepted application with the owner's reply. */
export const Answered: Story = {
  args: {
    requests: [
      {
        kind: 'visit',
        id: 'r-3',
        status: 'scheduled',
        created_at: '2026-11-20T10:00:00Z',
        property: {
          id: 'p-2',
          title: '3 BHK near Koramangala Forum',
          city: 'Bengaluru',
          locality: 'Koramangala',
        },
        scheduled_date: '2026-11-29T05:30:00Z',
        visit_type: 'virtual',
        owner_reply: null,
      },
      {
        kind: 'application',
        id: 'r-4',
        status: 'approved',
        created_at: '2026-11-18T10:00:00Z',
        property: {
          id: 'p-1',
          title: '2 BHK with balcony in Baner',
          city: 'Pune',
          locality: 'Baner',
        },
        move_in_date: null,
        owner_reply: 'Welcome! Call me to collect the keys.',
      },
    ],
  },
};
