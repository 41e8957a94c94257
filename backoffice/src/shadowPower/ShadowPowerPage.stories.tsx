import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ShadowPowerPage } from './ShadowPowerPage.tsx';
import { ACTIVE, AFFILIATES, MANY_ACTIVE } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ShadowPower/ShadowPowerPage',
  component: ShadowPowerPage,
  parameters: {
    lists: { affiliate_profiles: AFFILIATES, affiliate_shadow_power: ACTIVE },
    freshStore: true,
    methods: {
      setShadowPower: fn(() =>
        Promise.resolve({ affiliate_id: 'AFF10042', shadow_power_amount: 5000, is_active: true }),
      ),
    },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ShadowPowerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened from an address that searches for one affiliate. */
export const Filtered: Story = {
  parameters: { path: `/?filter=${encodeURIComponent(JSON.stringify({ q: 'AFF10077' }))}` },
};

export const ManyActive: Story = {
  parameters: { lists: { affiliate_profiles: AFFILIATES, affiliate_shadow_power: MANY_ACTIVE } },
};

export const Loading: Story = {
  parameters: { lists: { affiliate_profiles: 'loading', affiliate_shadow_power: 'loading' } },
};

export const Empty: Story = {
  parameters: { lists: { affiliate_profiles: [], affiliate_shadow_power: [] } },
};

export const Error: Story = {
  parameters: { lists: { affiliate_profiles: 'error', affiliate_shadow_power: 'error' } },
};
