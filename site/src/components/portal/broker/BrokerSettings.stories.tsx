import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { pick, translator } from '../../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { BROKER_SETTINGS_KEYS } from './brokerSettingsTexts.ts';
import { BrokerSettings } from './BrokerSettings.tsx';
import { broker } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerSettings',
  component: BrokerSettings,
  decorators: [stayOnPage],
  args: { state: { status: 'ok', data: broker }, texts: pick(translator('en'), BROKER_SETTINGS_KEYS) },
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

/** Checked in the browser before posting: the number is not a mobile number, the city is blank. */
export const ClientErrors: Story = { args: { values: { name: 'Rohan Kulkarni', phone: 'after six', city: '' } }, play: pressSubmit };

/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { play: pressSubmit };
