import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantPayments } from './TenantPayments.tsx';
import { noLease, paidUp, tenancyData, TODAY } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantPayments',
  component: TenantPayments,
  args: { state: { status: 'ok', data: tenancyData }, today: TODAY, t: translator('en') },
} satisfies Meta<typeof TenantPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November overdue, October paid; the earlier lease has no rent on record. */
export const Default: Story = {};
/** Every month paid: nothing outstanding, no next due date. */
export const PaidUp: Story = { args: { state: { status: 'ok', data: paidUp } } };
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};
