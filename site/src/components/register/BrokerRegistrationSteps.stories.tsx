import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CITY_REQUIRED,
  CONTACT_PHONE_INVALID,
  TERMS_REQUIRED,
  UPI_REFERENCE_INVALID,
} from '@rentals/core/validation/messages';
import { translator } from '../../i18n/t.ts';
import { BrokerDetailsForm } from './BrokerDetailsForm.tsx';
import { BrokerPaymentForm } from './BrokerPaymentForm.tsx';
import { BrokerTermsForm } from './BrokerTermsForm.tsx';

const t = translator('en');

const meta = {
  title: 'Site/Register/BrokerRegistrationSteps',
  component: BrokerDetailsForm,
  args: { values: { name: 'Rohan Kulkarni', phone: '+91 98765 43210', city: 'Pune' }, t },
} satisfies Meta<typeof BrokerDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, prefilled from the profile. */
export const Details: Story = {};

/** Step 1 sent back with errors. */
export const DetailsErrors: Story = {
  args: {
    values: { name: 'Rohan Kulkarni', phone: 'after six', city: '' },
    errors: { phone: CONTACT_PHONE_INVALID, city: CITY_REQUIRED },
  },
};

/** Step 2, terms not accepted yet. */
export const Terms: Story = { render: () => <BrokerTermsForm accepted={false} t={t} /> };

/** Step 2 sent without the tick. */
export const TermsError: Story = {
  render: () => <BrokerTermsForm accepted={false} error={TERMS_REQUIRED} t={t} />,
};

/** Step 3, UPI chosen. */
export const Payment: Story = { render: () => <BrokerPaymentForm values={{}} t={t} /> };

/** Step 3 with a short UPI reference. */
export const PaymentError: Story = {
  render: () => (
    <BrokerPaymentForm
      values={{ provider: 'upi', provider_payment_id: '41235' }}
      errors={{ provider_payment_id: UPI_REFERENCE_INVALID }}
      t={t}
    />
  ),
};

/** Step 3 refused by the server (for example a second registration). */
export const PaymentRefused: Story = {
  render: () => (
    <BrokerPaymentForm
      values={{ provider: 'cash' }}
      formError="Already registered as a broker"
      t={t}
    />
  ),
};
