import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPI_REFERENCE_INVALID } from '@rentals/core/validation/messages';
import { translator } from '../../i18n/t.ts';
import { BrokerPaymentForm } from './BrokerPaymentForm.tsx';

const meta = {
  title: 'Site/Register/BrokerPaymentForm',
  component: BrokerPaymentForm,
  args: { values: {}, t: translator('en') },
} satisfies Meta<typeof BrokerPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 3, UPI chosen. */
export const Default: Story = {};

/** Step 3 with a short UPI reference. */
export const WithError: Story = {
  args: {
    values: { provider: 'upi', provider_payment_id: '41235' },
    errors: { provider_payment_id: UPI_REFERENCE_INVALID },
  },
};

/** Step 3 refused by the server (for example a second registration). */
export const Refused: Story = {
  args: { values: { provider: 'cash' }, formError: 'Already registered as a broker' },
};
