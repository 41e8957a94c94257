import type { Meta, StoryObj } from '@storybook/react-vite';
import { TERMS_REQUIRED } from '@rentals/core/validation/messages';
import { translator } from '../../i18n/t.ts';
import { BrokerTermsForm } from './BrokerTermsForm.tsx';

const meta = {
  title: 'Site/Register/BrokerTermsForm',
  component: BrokerTermsForm,
  args: { accepted: false, t: translator('en') },
} satisfies Meta<typeof BrokerTermsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2, terms not accepted yet. */
export const Default: Story = {};

/** Step 2 sent without the tick. */
export const WithError: Story = { args: { error: TERMS_REQUIRED } };

/** Back on step 2 after accepting: the tick and the way to payment stay. */
export const Accepted: Story = { args: { accepted: true, next: 'payment' } };
