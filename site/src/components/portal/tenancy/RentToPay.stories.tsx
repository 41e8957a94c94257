import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { RentToPay } from './RentToPay.tsx';
import { payees, tenantRent, TODAY } from './tenancyFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenancy/RentToPay',
  component: RentToPay,
  args: { state: { status: 'ok', data: tenantRent }, payees, today: TODAY, t: translator('en') },
} satisfies Meta<typeof RentToPay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November to pay by UPI (link and QR code), October waiting for the landlord's confirmation. */
export const Default: Story = {};
/** The landlord has no UPI ID yet: pay as agreed, then mark the month paid. */
export const WithoutUpiId: Story = { args: { payees: new Map() } };
/** Nothing to pay and nothing waiting. */
export const Empty: Story = {
  args: { state: { status: 'ok', data: { ...tenantRent, leases: tenantRent.leases.map((x) => ({ ...x, rent: x.rent.filter((r) => r.status === 'paid') })) } } },
};
/** The tenancy did not load: the rent table below says so; this shows nothing. */
export const Error: Story = { args: { state: { status: 'error', message: 'tenant.error.lease' } }, parameters: { rendersNothing: true } };
export const Hindi: Story = { args: { t: translator('hi') } };
