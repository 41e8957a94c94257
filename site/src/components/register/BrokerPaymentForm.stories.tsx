import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPI_REFERENCE_INVALID } from '@rentals/core/validation/messages';
import { pick, translator } from '../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../islands/form/storySupport.tsx';
import { BROKER_PAYMENT_FORM_KEYS } from './brokerFormTexts.ts';
import { BrokerPaymentForm } from './BrokerPaymentForm.tsx';

const meta = {
  title: 'Site/Register/BrokerPaymentForm',
  component: BrokerPaymentForm,
  decorators: [stayOnPage],
  args: { values: {}, texts: pick(translator('en'), BROKER_PAYMENT_FORM_KEYS) },
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

/** A UPI reference typed in full. */
export const Filled: Story = { args: { values: { provider: 'upi', provider_payment_id: '4123 5678 9012' } } };

/** Checked in the browser before posting: the short reference is told beside its field and focused. */
export const ClientErrors: Story = { args: { values: { provider: 'upi', provider_payment_id: '41235' } }, play: pressSubmit };

/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { ...Filled, play: pressSubmit };
