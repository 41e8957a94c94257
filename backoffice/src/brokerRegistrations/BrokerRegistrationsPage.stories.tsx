import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_HAS_NO_REFERENCE } from '@rentals/core/validation/messages';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import BrokerRegistrationsPage from './BrokerRegistrationsPage.tsx';
import type { RegistrationRecord } from './types.ts';

const registrations: RegistrationRecord[] = [
  {
    id: 'p1',
    provider: 'cash',
    provider_payment_id: 'CASH-2026-0142',
    amount: 999,
    status: 'pending',
    created_at: '2026-11-23T09:30:00Z',
    paid_at: null,
    reference_repeated: false,
    brokers: { name: 'Rohan Gupta', phone: '+919812345678', city: 'Pune', activated: false },
  },
  {
    id: 'p2',
    provider: 'upi',
    provider_payment_id: 'UPI-88412345',
    amount: '999.00',
    status: 'succeeded',
    created_at: '2026-11-20T06:00:00Z',
    paid_at: '2026-11-20T06:01:00Z',
    reference_repeated: false,
    brokers: { name: 'Sneha Patil', phone: '+919822334455', city: 'Nagpur', activated: true },
  },
  {
    id: 'p3',
    provider: 'upi',
    provider_payment_id: 'UPI-88419999',
    amount: 999,
    status: 'pending',
    created_at: '2026-11-19T06:00:00Z',
    paid_at: null,
    reference_repeated: false,
    brokers: { name: 'Rohan Gupta', phone: '+919700011122', city: 'Mumbai', activated: false },
  },
];

const meta = {
  title: 'Backoffice/BrokerRegistrations/BrokerRegistrationsPage',
  component: BrokerRegistrationsPage,
  parameters: { lists: { payments: registrations }, methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof BrokerRegistrationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { payments: 'loading' } } };
export const Empty: Story = { parameters: { lists: { payments: [] } } };
export const Error: Story = { parameters: { lists: { payments: 'error' } } };

/** The database refuses the activation with its own message. */
export const ActivationRefused: Story = {
  parameters: {
    methods: {
      activateBrokerRegistration: () => Promise.reject(new ApiError('Broker is already active')),
    },
  },
};

/** The call fails without a message from the server. */
export const ActivationFailsSilently: Story = {
  parameters: { methods: { activateBrokerRegistration: () => Promise.reject(new ApiError('')) } },
};

/**
 * A UTR quoted for two registrations (kept from before references were unique across networks)
 * and a UPI registration without its reference: each is flagged beside its reference.
 */
export const FlaggedReferences: Story = {
  parameters: {
    lists: {
      payments: [
        { ...registrations[1]!, id: 'p4', provider: 'upi', provider_payment_id: '246813579024', reference_repeated: true },
        {
          ...registrations[2]!, id: 'p5', provider: 'bank_transfer', provider_payment_id: '2468 1357 9024', reference_repeated: true,
        },
        { ...registrations[0]!, id: 'p6', provider: 'upi', provider_payment_id: null },
      ],
    },
  },
};

/** The database refuses to activate a registration written without its reference. */
export const ActivationRefusedWithoutReference: Story = {
  parameters: {
    lists: { payments: [{ ...registrations[0]!, provider: 'upi', provider_payment_id: null }] },
    methods: { activateBrokerRegistration: () => Promise.reject(new ApiError(PAYMENT_HAS_NO_REFERENCE)) },
  },
};
