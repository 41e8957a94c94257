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

/** Two lease agreements and October's receipt. */
export const Default: Story = {};
/** A lease without any rent paid: no receipts yet. */
export const NoReceipts: Story = { args: { state: { status: 'ok', data: endedOnly } } };
export const NoLease: Story = { args: { state: { status: 'ok', data: noLease } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'tenant.error.lease' } },
};
