import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantOverview } from './TenantOverview.tsx';
import { activity, endedOnly, noLease, paidUp, tenancyData, TODAY } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantOverview',
  component: TenantOverview,
  args: {
    tenancy: { status: 'ok', data: tenancyData },
    activity: { status: 'ok', data: activity },
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof TenantOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running lease with November's rent overdue and October's receipt; an accepted and a declined application. */
export const Filled: Story = {};
/** Every month paid: nothing to pay. */
export const PaidUp: Story = { args: { tenancy: { status: 'ok', data: paidUp } } };
/** Only an ended lease, without rent recorded. */
export const EndedLease: Story = { args: { tenancy: { status: 'ok', data: endedOnly } } };
/** No lease yet and nothing asked: the way to the listings. */
export const Empty: Story = {
  args: { tenancy: { status: 'ok', data: noLease }, activity: { status: 'ok', data: { applications: [], visits: [] } } },
};
export const Error: Story = {
  args: {
    tenancy: { status: 'error', message: 'tenant.error.lease' },
    activity: { status: 'error', message: 'portal.error.applications' },
  },
};
export const Hindi: Story = { args: { t: translator('hi') } };
