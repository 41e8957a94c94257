import type { Meta, StoryObj } from '@storybook/react-vite';
import { upiPaymentLink } from '@rentals/core/rules/upiPayment';
import { UpiQrCode } from './UpiQrCode.tsx';

const meta = {
  title: 'Site/Portal/Tenancy/UpiQrCode',
  component: UpiQrCode,
  args: {
    link: upiPaymentLink({ upiId: 'suresh.reddy@okhdfc', payeeName: 'Suresh Reddy', amount: 28000, note: 'Rent Nov 2026' }),
    label: 'UPI QR code: ₹28,000 to Suresh Reddy',
  },
} satisfies Meta<typeof UpiQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month's rent to the landlord, as any UPI app scans it. */
export const Default: Story = {};
/** A long payee name: the code grows a version, the drawing stays the same size. */
export const LongName: Story = {
  args: {
    link: upiPaymentLink({ upiId: 'kavya.iyer.properties@okicici', payeeName: 'Kavya Iyer and Srinivasan Family Trust', amount: 1250000, note: 'Rent Nov 2026' }),
    label: 'UPI QR code: ₹12,50,000 to Kavya Iyer and Srinivasan Family Trust',
  },
};
