import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { translator } from '../../i18n/t.ts';
import { BrokerDetailsFields } from './BrokerDetailsFields.tsx';

const t = translator('en');

const meta = {
  title: 'Site/Register/BrokerDetailsFields',
  component: BrokerDetailsFields,
  args: {
    idPrefix: 'broker',
    legend: t('register.details.legend'),
    values: { name: 'Rohan Kulkarni', phone: '+91 98765 43210', city: 'Pune' },
    t,
  },
} satisfies Meta<typeof BrokerDetailsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled, as settings show them. */
export const Default: Story = {};

/** At registration: the mobile number says what it is for. */
export const WithPhoneHint: Story = { args: { phoneHint: true } };

/** Sent back with errors. */
export const WithErrors: Story = {
  args: {
    values: { name: 'Rohan Kulkarni', phone: 'after six', city: '' },
    errors: { phone: CONTACT_PHONE_INVALID, city: CITY_REQUIRED },
  },
};

/** Nothing known yet. */
export const Empty: Story = { args: { values: {} } };
