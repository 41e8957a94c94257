import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { applications, configured, TODAY } from '../broker/brokerFixtures.ts';
import { ManagedRentals } from './ManagedRentals.tsx';

const meta = {
  title: 'Site/Portal/Managed/ManagedRentals',
  component: ManagedRentals,
  args: {
    state: { status: 'ok', data: { applications, properties: configured } },
    tab: 'track',
    basePath: '/portal/broker/managed-rentals',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof ManagedRentals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** tab=track: the applications and their review status. */
export const Track: Story = {};
/** tab=manage: configured properties, each with its RVL ledger. */
export const Manage: Story = { args: { tab: 'manage' } };
export const TrackEmpty: Story = {
  args: { state: { status: 'ok', data: { applications: [], properties: [] } } },
};
export const ManageEmpty: Story = {
  args: { tab: 'manage', state: { status: 'ok', data: { applications, properties: [] } } },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'portal.error.managedRentals' } },
};
