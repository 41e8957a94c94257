import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerTenants } from './OwnerTenants.tsx';
import { emptyPortfolio, openEndedPortfolio, portfolio, TODAY } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerTenants',
  component: OwnerTenants,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerTenants>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ananya Sharma's tenancy, this month's rent overdue. */
export const Default: Story = {};
/** A lease that runs on without an end date. */
export const OpenEndedLease: Story = {
  args: { state: { status: 'ok', data: openEndedPortfolio } },
};
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { role: 'manager', state: { status: 'error', message: 'owner.error.portfolio' } },
};
