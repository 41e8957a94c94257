import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { APPLICATIONS, MANAGED_DETAILS } from './fixtures.ts';
import { ManagedRentals } from './ManagedRentals.tsx';

const meta = {
  title: 'Site/Portal/User/ManagedRentals',
  component: ManagedRentals,
  args: {
    state: { status: 'ok', data: { applications: APPLICATIONS.managed, details: MANAGED_DETAILS } },
    here: '/portal/user/managed-rentals',
    t: translator('en'),
  },
} satisfies Meta<typeof ManagedRentals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: { applications: [], details: [] } } } };
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.managedRentals' } } };
