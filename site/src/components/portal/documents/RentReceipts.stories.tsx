import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { RentReceipts } from './RentReceipts.tsx';
import { documents, nothingPaid, smallRent, TODAY, withPan } from './documentsFixtures.ts';

const meta = {
  title: 'Site/Portal/Documents/RentReceipts',
  component: RentReceipts,
  args: { state: { status: 'ok', data: documents }, portal: 'tenant', today: TODAY, t: translator('en') },
} satisfies Meta<typeof RentReceipts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tenant: three months paid in financial years 2025-26 and 2026-27. */
export const Tenant: Story = {};
/** The landlord without a PAN: the year's rent passes ₹1,00,000, so they are asked for it. */
export const LandlordAskedForPan: Story = { args: { portal: 'landlord' } };
/** The PAN on file, shared with one of the landlord's two property managers. */
export const LandlordWithPan: Story = { args: { portal: 'landlord', state: { status: 'ok', data: withPan } } };
/** ₹8,000 a month: no PAN needed, so no request. */
export const LandlordSmallRent: Story = { args: { portal: 'landlord', state: { status: 'ok', data: smallRent } } };
/** A property manager sees the receipts but keeps no PAN. */
export const Manager: Story = { args: { portal: 'manager', state: { status: 'ok', data: withPan } } };
export const NothingPaid: Story = { args: { state: { status: 'ok', data: nothingPaid } } };
export const Hindi: Story = { args: { t: translator('hi') } };
export const Error: Story = { args: { state: { status: 'error', message: 'receipts.error.load' } } };
