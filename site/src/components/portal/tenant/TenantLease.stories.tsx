import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantLease } from './TenantLease.tsx';
import { endedOnly, noLease, tenancyData, TODAY } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantLease',
  component: TenantLease,
  args: { state: { status: 'ok', data: tenancyData }, today: TODAY, t: translator('en') },
} satisfies Meta<typeof TenantLease>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running lease in full, an earlier one folded away. */
export const Default: Story = {};
/** Only an ended lease, on a property no longer listed, without the landlord's contact. */
export const Ended: Story = { args: { state: { status: 'ok', data: endedOnly } } };
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};
