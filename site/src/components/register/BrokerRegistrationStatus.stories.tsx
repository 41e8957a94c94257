import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { BrokerRegistrationStatus } from './BrokerRegistrationStatus.tsx';

const broker = {
  id: 'b1',
  name: 'Rohan Kulkarni',
  activated: false,
  reg_paid_at: null,
  created_at: '2026-11-20T10:15:00+05:30',
};
const payment = {
  provider: 'upi',
  provider_payment_id: '412356789012',
  amount: 999,
  status: 'pending',
  created_at: '2026-11-20T10:15:00+05:30',
  paid_at: null,
};

const meta = {
  title: 'Site/Register/BrokerRegistrationStatus',
  component: BrokerRegistrationStatus,
  args: { state: { status: 'ok', data: { kind: 'none' } }, inProgress: false, t: translator('en') },
} satisfies Meta<typeof BrokerRegistrationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not registered, nothing entered yet. */
export const NotRegistered: Story = {};

/** Part of the form filled in on an earlier visit. */
export const InProgress: Story = { args: { inProgress: true } };

/** Registered with a UPI reference, waiting for an admin. */
export const Pending: Story = {
  args: { state: { status: 'ok', data: { kind: 'pending', broker, payment } } },
};

/** Registered to pay cash at the office. */
export const PendingCash: Story = {
  args: {
    state: {
      status: 'ok',
      data: {
        kind: 'pending',
        broker,
        payment: { ...payment, provider: 'cash', provider_payment_id: null },
      },
    },
  },
};

/** Activated by an admin. */
export const Active: Story = {
  args: {
    state: {
      status: 'ok',
      data: {
        kind: 'active',
        broker: { ...broker, activated: true, reg_paid_at: '2026-11-21T11:00:00+05:30' },
        payment: { ...payment, status: 'succeeded', paid_at: '2026-11-21T11:00:00+05:30' },
      },
    },
  },
};

/** The registration could not be read. */
export const Error: Story = {
  args: { state: { status: 'error', message: 'register.broker.loadFailed' } },
};
