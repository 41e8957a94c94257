import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantActivity } from './TenantActivity.tsx';
import { TenantDocuments } from './TenantDocuments.tsx';
import { TenantLease } from './TenantLease.tsx';
import { TenantMaintenance } from './TenantMaintenance.tsx';
import { TenantPayments } from './TenantPayments.tsx';
import { activity, endedOnly, noLease, tenancyData, TODAY } from './tenantFixtures.ts';

// Every tenant portal screen in its states.
const t = translator('en');
const base = { state: { status: 'ok' as const, data: tenancyData }, today: TODAY, t };

const meta = {
  title: 'Site/Portal/Tenant/TenantScreens',
  component: TenantLease,
  args: base,
} satisfies Meta<typeof TenantLease>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lease: Story = {};
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const LeaseError: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};

export const Overview: Story = {
  render: () => <TenantActivity state={{ status: 'ok', data: activity }} t={t} />,
};
export const OverviewEmpty: Story = {
  render: () => (
    <TenantActivity state={{ status: 'ok', data: { applications: [], visits: [] } }} t={t} />
  ),
};
export const OverviewError: Story = {
  render: () => (
    <TenantActivity state={{ status: 'error', message: 'portal.error.applications' }} t={t} />
  ),
};

export const Payments: Story = { render: () => <TenantPayments {...base} /> };
export const Maintenance: Story = { render: () => <TenantMaintenance {...base} /> };
export const MaintenanceAfterLease: Story = {
  render: () => <TenantMaintenance {...base} state={{ status: 'ok', data: endedOnly }} />,
};
export const Documents: Story = { render: () => <TenantDocuments {...base} /> };
