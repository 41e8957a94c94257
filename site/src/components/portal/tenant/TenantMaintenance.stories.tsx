import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantMaintenance } from './TenantMaintenance.tsx';
import { endedOnly, noLease, resolved, tenancyData, TODAY } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantMaintenance',
  component: TenantMaintenance,
  args: { state: { status: 'ok', data: tenancyData }, today: TODAY, t: translator('en') },
} satisfies Meta<typeof TenantMaintenance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form to raise a request, and the open one already raised. */
export const Default: Story = {};
/** A request closed with its resolution and history. */
export const Resolved: Story = { args: { state: { status: 'ok', data: resolved } } };
/** Nothing raised yet. */
export const Empty: Story = {
  args: { state: { status: 'ok', data: { ...tenancyData, requests: [] } } },
};
/** The lease has ended: no form, only the requests raised. */
export const AfterLease: Story = { args: { state: { status: 'ok', data: endedOnly } } };
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};
