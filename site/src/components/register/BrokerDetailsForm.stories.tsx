import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { pick, translator } from '../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../testing/storySupport.tsx';
import { BROKER_DETAILS_FORM_KEYS } from './brokerFormTexts.ts';
import { BrokerDetailsForm } from './BrokerDetailsForm.tsx';

const meta = {
  title: 'Site/Register/BrokerDetailsForm',
  component: BrokerDetailsForm,
  decorators: [stayOnPage],
  args: {
    values: { name: 'Rohan Kulkarni', phone: '+91 98765 43210', city: 'Pune' },
    texts: pick(translator('en'), BROKER_DETAILS_FORM_KEYS),
  },
} satisfies Meta<typeof BrokerDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, prefilled from the profile. */
export const Default: Story = {};

/** Step 1 sent back with errors. */
export const WithErrors: Story = {
  args: {
    values: { name: 'Rohan Kulkarni', phone: 'after six', city: '' },
    errors: { phone: CONTACT_PHONE_INVALID, city: CITY_REQUIRED },
  },
};

/** Back on step 1 after accepting the terms: the later steps stay reachable. */
export const Revisited: Story = { args: { next: 'payment' } };

/** Nothing filled in yet (no profile details). */
export const Empty: Story = { args: { values: {} } };

/** Checked in the browser before posting: each message by its field, the first one focused. */
export const ClientErrors: Story = { args: { values: { name: 'Rohan Kulkarni', phone: 'after six', city: '' } }, play: pressSubmit };

/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { play: pressSubmit };
