import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_HAS_NO_REFERENCE } from '@rentals/core/validation/messages';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import BrokerRegistrationsPage from './BrokerRegistrationsPage.tsx';
import type { RegistrationRecord } from './types.ts';

const broker = (name: string, phone: string | null, city: string | null, activated = false) => ({
  broker_name: name,
  broker_phone: phone,
  broker_city: city,
  broker_activated: activated,
});

export const REGISTRATIONS: RegistrationRecord[] = [
  {
    id: 'p1',
    provider: 'cash',
    provider_payment_id: 'CASH-2026-0142',
    amount: 999,
    status: 'pending',
    created_at: '2026-11-23T09:30:00Z',
    paid_at: null,
    broker_id: 'b1',
    reference_repeated: false,
    ...broker('Rohan Gupta', '+919812345678', 'Pune'),
  },
  {
    id: 'p2',
    provider: 'upi',
    provider_payment_id: 'UPI-88412345',
    amount: '999.00',
    status: 'succeeded',
    created_at: '2026-11-20T06:00:00Z',
    paid_at: '2026-11-20T06:01:00Z',
    broker_id: 'b2',
    reference_repeated: false,
    ...broker('Sneha Patil', '+919822334455', 'Nagpur', true),
  },
  {
    id: 'p3',
    provider: 'bank_transfer',
    provider_payment_id: 'UTR-88419999',
    amount: 999,
    status: 'pending',
    created_at: '2026-11-19T06:00:00Z',
    paid_at: null,
    broker_id: 'b3',
    reference_repeated: false,
    ...broker('Rohan Gupta', '+919700011122', 'Mumbai'),
  },
  {
    id: 'p4',
    provider: 'upi',
    provider_payment_id: 'UPI-10000001',
    amount: 999,
    status: 'failed',
    created_at: '2026-11-18T06:00:00Z',
    paid_at: null,
    broker_id: 'b4',
    reference_repeated: false,
    ...broker('Imran Shaikh', '+919833300011', 'Pune'),
  },
];

const meta = {
  title: 'Backoffice/BrokerRegistrations/BrokerRegistrationsPage',
  component: BrokerRegistrationsPage,
  parameters: { lists: { admin_broker_registrations: REGISTRATIONS }, methods: {}, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof BrokerRegistrationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the pending registrations. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { admin_broker_registrations: 'loading' } } };
export const Empty: Story = { parameters: { lists: { admin_broker_registrations: [] } } };
export const Error: Story = { parameters: { lists: { admin_broker_registrations: 'error' } } };

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

/** Several pending registrations activated at once. */
export const BulkActivation: Story = {
  parameters: { methods: { activateBrokerRegistrations: fn(async (ids: string[]) => ids.map((id) => ({ id }))) } },
};

/** The bulk activation is refused for one of the payments: nothing is activated. */
export const BulkActivationRefused: Story = {
  parameters: {
    methods: {
      activateBrokerRegistrations: () => Promise.reject(new ApiError('This payment reference has already been used')),
    },
  },
};

/**
 * A UTR quoted for two registrations (kept from before references were unique across networks)
 * and a UPI registration without its reference: each is flagged beside its reference.
 */
export const FlaggedReferences: Story = {
  parameters: {
    lists: {
      admin_broker_registrations: [
        { ...REGISTRATIONS[0]!, id: 'p5', provider: 'upi', provider_payment_id: '246813579024', reference_repeated: true },
        { ...REGISTRATIONS[2]!, id: 'p6', provider: 'bank_transfer', provider_payment_id: '2468 1357 9024', reference_repeated: true },
        { ...REGISTRATIONS[0]!, id: 'p7', provider: 'upi', provider_payment_id: null, ...broker('Rohan Gupta', '+919812345678', 'Pune') },
      ],
    },
  },
};

/** The database refuses to activate a registration written without its reference. */
export const ActivationRefusedWithoutReference: Story = {
  parameters: {
    lists: { admin_broker_registrations: [{ ...REGISTRATIONS[0]!, provider: 'upi', provider_payment_id: null }] },
    methods: { activateBrokerRegistration: () => Promise.reject(new ApiError(PAYMENT_HAS_NO_REFERENCE)) },
  },
};

/** Opened from an address that asks for every status. */
export const AllStatuses: Story = {
  parameters: { path: `/?${new URLSearchParams({ filter: JSON.stringify({}) })}` },
};

/** Opened from an address that carries its filters: the failed UPI registrations. */
export const Filtered: Story = {
  parameters: { path: `/?${new URLSearchParams({ filter: JSON.stringify({ status: 'failed', provider: 'upi' }) })}` },
};
