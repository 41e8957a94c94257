import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { translator } from '../../../i18n/t.ts';
import { byMonth } from '../../../lib/portal/ledger.ts';
import { BrokerAffiliate } from './BrokerAffiliate.tsx';
import { BrokerDocuments } from './BrokerDocuments.tsx';
import { BrokerSettings } from './BrokerSettings.tsx';
import { broker, commissions } from './brokerFixtures.ts';

// Settings, documents and affiliate standing: the broker's account screens in their states.
const t = translator('en');

const meta = {
  title: 'Site/Portal/Broker/BrokerAccount',
  component: BrokerSettings,
  args: { state: { status: 'ok', data: broker }, t },
} satisfies Meta<typeof BrokerSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};
export const SettingsErrors: Story = {
  args: {
    values: { name: 'Rohan Kulkarni', phone: 'after six', city: 'Pune' },
    errors: { phone: CONTACT_PHONE_INVALID },
  },
};
export const SettingsError: Story = {
  args: { state: { status: 'error', message: 'broker.error.overview' } },
};

export const Documents: Story = {
  render: () => (
    <BrokerDocuments
      state={{ status: 'ok', data: { broker, months: byMonth(commissions, (c) => c.month_year) } }}
      t={t}
    />
  ),
};
export const DocumentsNotActive: Story = {
  render: () => (
    <BrokerDocuments
      state={{
        status: 'ok',
        data: { broker: { ...broker, reg_fee_paid: false, activated: false }, months: [] },
      }}
      t={t}
    />
  ),
};
export const DocumentsError: Story = {
  render: () => (
    <BrokerDocuments state={{ status: 'error', message: 'broker.error.overview' }} t={t} />
  ),
};

export const Affiliate: Story = {
  render: () => (
    <BrokerAffiliate
      state={{
        status: 'ok',
        data: {
          profile: {
            affiliate_id: 'AFF10005',
            full_name: 'Rohan Kulkarni',
            status: 'active',
            created_at: '2025-02-09T10:00:00+05:30',
          },
          sponsor_id: 'AFF10004',
        },
      }}
      t={t}
    />
  ),
};
export const AffiliateNone: Story = {
  render: () => (
    <BrokerAffiliate state={{ status: 'ok', data: { profile: null, sponsor_id: null } }} t={t} />
  ),
};
export const AffiliateError: Story = {
  render: () => (
    <BrokerAffiliate state={{ status: 'error', message: 'broker.error.affiliate' }} t={t} />
  ),
};
