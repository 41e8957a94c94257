import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BrokerOverview } from './BrokerOverview.tsx';
import { broker, overview, TODAY } from './brokerFixtures.ts';

const meta = {
  title: 'Site/Portal/Broker/BrokerOverview',
  component: BrokerOverview,
  args: { state: { status: 'ok', data: overview }, today: TODAY, t: translator('en') },
} satisfies Meta<typeof BrokerOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Leader with Fast Track Advantage ending in four days. */
export const Default: Story = {};

/** Fast Track Advantage off, no changes ever made. */
export const WithoutFastTrack: Story = {
  args: {
    state: {
      status: 'ok',
      data: {
        ...overview,
        audit: [],
        broker: {
          ...broker,
          shadow_balancing_enabled: false,
          shadow_balancing_start_date: null,
          shadow_balancing_end_date: null,
          shadow_balancing_reason: null,
        },
      },
    },
  },
};

/** Registered, not activated yet, and no month qualified. */
export const NewBroker: Story = {
  args: {
    state: {
      status: 'ok',
      data: {
        broker: {
          ...broker,
          activated: false,
          current_rank: null,
          shadow_balancing_enabled: false,
        },
        volume: null,
        audit: [],
      },
    },
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'broker.error.overview' } },
};

/** For a Hindi reader: the rank and the next one named in Devanagari. */
export const Hindi: Story = { args: { t: translator('hi') } };
