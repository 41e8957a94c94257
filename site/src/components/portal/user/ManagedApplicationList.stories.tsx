import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { APPLICATIONS } from './fixtures.ts';
import { ManagedApplicationList } from './ManagedApplicationList.tsx';

const meta = {
  title: 'Site/Portal/User/ManagedApplicationList',
  component: ManagedApplicationList,
  args: { applications: APPLICATIONS.managed, t: translator('en') },
} satisfies Meta<typeof ManagedApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted, under review, approved and declined. */
export const Default: Story = {};

/** A studio given without locality or bedrooms. */
export const Sparse: Story = {
  args: {
    applications: [
      {
        id: 'm-5',
        status: 'submitted',
        property_location: 'Mumbai',
        locality: null,
        property_type: 'Studio',
        bedrooms: null,
        monthly_rent: '150000',
        created_at: '2026-11-21T10:00:00Z',
        reviewed_at: null,
      },
    ],
  },
};
