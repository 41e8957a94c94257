import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerDocuments } from './OwnerDocuments.tsx';
import { OwnerFinancials } from './OwnerFinancials.tsx';
import { OwnerLeases } from './OwnerLeases.tsx';
import { OwnerPayments } from './OwnerPayments.tsx';
import { OwnerOverview } from './OwnerOverview.tsx';
import { OwnerProperties } from './OwnerProperties.tsx';
import { OwnerReports } from './OwnerReports.tsx';
import { OwnerTenants } from './OwnerTenants.tsx';
import {
  emptyPortfolio,
  managerPortfolio,
  portfolio,
  TODAY,
  unappointed,
} from './ownerFixtures.ts';

// The landlord's and property manager's read-only screens in their states.
const t = translator('en');
const ok = { status: 'ok' as const, data: portfolio };
const base = { state: ok, role: 'landlord' as const, today: TODAY, t };

const meta = {
  title: 'Site/Portal/Owner/OwnerScreens',
  component: OwnerOverview,
  args: base,
} satisfies Meta<typeof OwnerOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const ManagerOverview: Story = {
  args: { role: 'manager', state: { status: 'ok', data: managerPortfolio } },
};
export const ManagerNotAppointed: Story = {
  args: { role: 'manager', state: { status: 'ok', data: unappointed } },
};
export const OverviewError: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};

export const Properties: Story = { render: () => <OwnerProperties {...base} /> };
export const PropertiesEmpty: Story = {
  render: () => <OwnerProperties {...base} state={{ status: 'ok', data: emptyPortfolio }} />,
};
export const Tenants: Story = { render: () => <OwnerTenants {...base} /> };
export const TenantsEmpty: Story = {
  render: () => <OwnerTenants {...base} state={{ status: 'ok', data: emptyPortfolio }} />,
};
export const Financials: Story = { render: () => <OwnerFinancials {...base} /> };
export const FinancialsEmpty: Story = {
  render: () => <OwnerFinancials {...base} state={{ status: 'ok', data: emptyPortfolio }} />,
};
export const Reports: Story = { render: () => <OwnerReports {...base} /> };
export const Documents: Story = { render: () => <OwnerDocuments {...base} /> };
export const DocumentsError: Story = {
  render: () => (
    <OwnerDocuments {...base} state={{ status: 'error', message: 'owner.error.portfolio' }} />
  ),
};

export const Leases: Story = { render: () => <OwnerLeases {...base} /> };
export const LeasesEndingSoon: Story = { render: () => <OwnerLeases {...base} today="2027-01-10" /> };
export const LeasesEmpty: Story = {
  render: () => <OwnerLeases {...base} state={{ status: 'ok', data: emptyPortfolio }} />,
};
export const Payments: Story = { render: () => <OwnerPayments {...base} filter="all" /> };
export const PaymentsOverdue: Story = { render: () => <OwnerPayments {...base} filter="overdue" /> };
export const PaymentsNoneDue: Story = {
  render: () => <OwnerPayments {...base} filter="due" />,
};
export const PaymentsEmpty: Story = {
  render: () => (
    <OwnerPayments {...base} filter="all" state={{ status: 'ok', data: emptyPortfolio }} />
  ),
};
export const PaymentsError: Story = {
  render: () => (
    <OwnerPayments
      {...base}
      filter="all"
      state={{ status: 'error', message: 'owner.error.portfolio' }}
    />
  ),
};
