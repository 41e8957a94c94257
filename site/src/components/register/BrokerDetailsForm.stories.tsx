import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { translator } from '../../i18n/t.ts';
import { BrokerDetailsForm } from './BrokerDetailsForm.tsx';

const meta = {
  title: 'Site/Register/BrokerDetailsForm',
  component: BrokerDetailsForm,
  args: {
    values: { name: 'Rohan Kulkarni', phone: '+91 98765 43210', city: 'Pune' },
    t: translator('en'),
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
