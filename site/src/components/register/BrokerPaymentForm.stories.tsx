import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { PAYMENT_REFERENCE_REQUIRED, UPI_REFERENCE_INVALID } from '@rentals/core/validation/messages';
import { translateErrors } from '../../i18n/messages.ts';
import { pick, translator, type Translate } from '../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../testing/storySupport.tsx';
import { BROKER_PAYMENT_FORM_KEYS } from './brokerFormTexts.ts';
import { BrokerPaymentForm } from './BrokerPaymentForm.tsx';

const meta = {
  title: 'Site/Register/BrokerPaymentForm',
  component: BrokerPaymentForm,
  decorators: [stayOnPage],
  args: { values: {}, texts: pick(translator('en'), BROKER_PAYMENT_FORM_KEYS) },
} satisfies Meta<typeof BrokerPaymentForm>;

export default meta;

/** What the payment page makes of register_broker's refusal of a missing reference, in the reader's language. */
const fieldErrorsOf = (t: Translate) => {
  const refused = fieldErrorFromDatabase({ code: 'P0001', message: PAYMENT_REFERENCE_REQUIRED });
  return translateErrors(t, refused ? { [refused.field]: refused.message } : {});
};
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

/** The database refused a registration without its reference (an old client, or the API called directly). */
export const RefusedWithoutReference: Story = {
  args: {
    values: { provider: 'upi' },
    errors: fieldErrorsOf(translator('en')),
  },
};

/** The same refusal for a Hindi reader: the database's message in Hindi beside the field. */
export const RefusedWithoutReferenceInHindi: Story = {
  args: {
    values: { provider: 'upi' },
    errors: fieldErrorsOf(translator('hi')),
    texts: pick(translator('hi'), BROKER_PAYMENT_FORM_KEYS),
  },
};
