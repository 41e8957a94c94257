import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ActivateButton } from './ActivateButton.tsx';
import type { RegistrationRecord } from './types.ts';

const pending: RegistrationRecord = {
  id: 'pay-1',
  provider: 'upi',
  provider_payment_id: '412345678901',
  amount: 2999,
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
  paid_at: null,
  broker_id: 'b-1',
  reference_repeated: false,
  broker_name: 'Ravi Kulkarni',
  broker_phone: '+919811122233',
  broker_city: 'Pune',
  broker_activated: false,
};

const meta = {
  title: 'Backoffice/BrokerRegistrations/ActivateButton',
  component: ActivateButton,
  args: { record: pending },
  parameters: { activate: () => Promise.resolve({}) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ activateBrokerRegistration: parameters.activate }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ActivateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending registration payment: the admin can mark it paid and activate the broker. */
export const Pending: Story = {};

/** Already paid and active: nothing left to do. */
export const Activated: Story = {
  args: { record: { ...pending, status: 'succeeded', paid_at: '2026-11-21T09:00:00Z', broker_activated: true } },
};

/** The database refuses: its message is shown. */
export const Fails: Story = {
  parameters: { activate: () => Promise.reject(new Error('Broker is already active')) },
};

/** The activation is being sent (it never answers here): the button is busy and sends nothing more. */
export const Activating: Story = {
  parameters: { activate: fn(() => new Promise<never>(() => {})) },
};
