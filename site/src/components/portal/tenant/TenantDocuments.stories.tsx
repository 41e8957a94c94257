import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantDocuments } from './TenantDocuments.tsx';
import { endedOnly, noLease, tenancyData, TODAY } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantDocuments',
  component: TenantDocuments,
  args: { state: { status: 'ok', data: tenancyData }, today: TODAY, t: translator('en') },
} satisfies Meta<typeof TenantDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lease agreements, the earlier one for a listing since removed. */
export const Default: Story = {};
/** Only an ended lease. */
export const EndedOnly: Story = { args: { state: { status: 'ok', data: endedOnly } } };
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};
