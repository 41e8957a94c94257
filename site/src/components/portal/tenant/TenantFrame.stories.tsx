import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantFrame } from './TenantFrame.tsx';
import { noLease, tenancyData } from './tenantFixtures.ts';

// What the tenant's lease, payments, maintenance and documents screens share; its content here is
// one line about the leases.
const meta = {
  title: 'Site/Portal/Tenant/TenantFrame',
  component: TenantFrame,
  args: {
    state: { status: 'ok', data: tenancyData },
    title: 'tenant.lease.title',
    intro: 'tenant.lease.intro',
    page: 'lease',
    t: translator('en'),
    children: (data) => <p>Leases on record: {data.leases.length}</p>,
  },
} satisfies Meta<typeof TenantFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};
