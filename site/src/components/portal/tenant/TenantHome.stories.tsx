import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { currentLease } from '../../../lib/portal/tenant/overview.ts';
import { TenantHome } from './TenantHome.tsx';
import { endedOnly, paidUp, tenancyData, TODAY } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantHome',
  component: TenantHome,
  args: { tenancy: currentLease(tenancyData, TODAY)!, today: TODAY, t: translator('en') },
} satisfies Meta<typeof TenantHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running lease first: November's rent overdue, October's receipt. */
export const Filled: Story = {};
/** Every month paid: nothing due. */
export const PaidUp: Story = { args: { tenancy: currentLease(paidUp, TODAY)! } };
/** An ended lease without rent recorded. */
export const Ended: Story = { args: { tenancy: currentLease(endedOnly, TODAY)! } };
export const Hindi: Story = { args: { t: translator('hi') } };
