import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerPayments } from './OwnerPayments.tsx';
import { emptyPortfolio, managerPortfolio, portfolio, TODAY } from './ownerFixtures.ts';
import { toConfirm } from '../tenancy/tenancyFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerPayments',
  component: OwnerPayments,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    filter: 'all',
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every month: October paid by UPI, November overdue. */
export const Default: Story = {};
export const Overdue: Story = { args: { filter: 'overdue' } };
/** A tab with no month in it. */
export const NoneDue: Story = { args: { filter: 'due' } };
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
/** Months the tenant marked paid, waiting for the landlord's confirmation. */
export const AwaitingConfirmation: Story = { args: { state: { status: 'ok', data: toConfirm }, filter: 'reported' } };
/** A property manager sees the same months, and takes none back. */
export const Manager: Story = { args: { state: { status: 'ok', data: managerPortfolio }, role: 'manager' } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
