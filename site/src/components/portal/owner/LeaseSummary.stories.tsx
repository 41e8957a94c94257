import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { LeaseSummary } from './LeaseSummary.tsx';
import { lease, party } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/LeaseSummary',
  component: LeaseSummary,
  args: { lease, party, propertyTitle: '2 BHK in Koramangala', t: translator('en') },
} satisfies Meta<typeof LeaseSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A lease that runs on without an end date. */
export const OpenEnded: Story = { args: { lease: { ...lease, end_date: null } } };
/** An old lease: the parties' contacts and the terms are no longer known. */
export const UnknownParties: Story = {
  args: {
    party: null,
    lease: { ...lease, terms: null },
    propertyTitle: 'Property no longer listed',
  },
};
