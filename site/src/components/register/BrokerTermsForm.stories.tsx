import type { Meta, StoryObj } from '@storybook/react-vite';
import { TERMS_REQUIRED } from '@rentals/core/validation/messages';
import { pick, translator } from '../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../testing/storySupport.tsx';
import { BROKER_TERMS_FORM_KEYS } from './brokerFormTexts.ts';
import { BrokerTermsForm } from './BrokerTermsForm.tsx';

const meta = {
  title: 'Site/Register/BrokerTermsForm',
  component: BrokerTermsForm,
  decorators: [stayOnPage],
  args: { accepted: false, texts: pick(translator('en'), BROKER_TERMS_FORM_KEYS) },
} satisfies Meta<typeof BrokerTermsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2, terms not accepted yet. */
export const Default: Story = {};

/** Step 2 sent without the tick. */
export const WithError: Story = { args: { error: TERMS_REQUIRED } };

/** Back on step 2 after accepting: the tick and the way to payment stay. */
export const Accepted: Story = { args: { accepted: true, next: 'payment' } };

/** Checked in the browser before posting: the tick is missing, the checkbox focused. */
export const ClientErrors: Story = { play: pressSubmit };

/** Ticked and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { args: { accepted: true }, play: pressSubmit };
