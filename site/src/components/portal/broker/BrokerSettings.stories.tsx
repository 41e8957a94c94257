import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { translator } from '../../../i18n/t.ts';
import { BrokerSettings } from './BrokerSettings.tsx';
import { broker } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerSettings',
  component: BrokerSettings,
  args: { state: { status: 'ok', data: broker }, t: translator('en') },
} satisfies Meta<typeof BrokerSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active broker, paid by UPI. */
export const Default: Story = {};
/** Sent back with an error: what was typed stays. */
export const WithErrors: Story = {
  args: {
    values: { name: 'Rohan Kulkarni', phone: 'after six', city: 'Pune' },
    errors: { phone: CONTACT_PHONE_INVALID },
  },
};
/** Registered with cash, not activated yet. */
export const WaitingForActivation: Story = {
  args: {
    state: {
      status: 'ok',
      data: {
        ...broker,
        activated: false,
        reg_fee_paid: false,
        reg_paid_at: null,
        reg_payment_mode: 'cash',
        reg_payment_ref: null,
      },
    },
  },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.overview' } },
};
