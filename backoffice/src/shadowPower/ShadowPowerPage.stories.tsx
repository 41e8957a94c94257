import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ShadowPowerPage } from './ShadowPowerPage.tsx';
import type { ActiveShadowPower, AffiliateRow, ShadowPowerRecord } from './types.ts';

const PRIYA_RECORD: ShadowPowerRecord = {
  id: 's1',
  affiliate_id: 'AFF10042',
  shadow_power_amount: '150000.00',
  is_active: true,
  notes: 'Launch support',
  updated_at: '2026-11-18T05:00:00Z',
};

const AFFILIATES: AffiliateRow[] = [
  {
    id: 'p1',
    affiliate_id: 'AFF10042',
    full_name: 'Priya Sharma',
    email: 'priya@example.in',
    status: 'active',
    affiliate_shadow_power: PRIYA_RECORD,
  },
  {
    id: 'p2',
    affiliate_id: 'AFF10077',
    full_name: 'Rahul Verma',
    email: 'rahul@example.in',
    status: 'active',
    affiliate_shadow_power: null,
  },
];

const ACTIVE: ActiveShadowPower[] = [
  { ...PRIYA_RECORD, affiliate_profiles: { full_name: 'Priya Sharma', email: 'priya@example.in' } },
];

/** 130 active grants: more than the 100 the screen used to stop at. */
const MANY_ACTIVE: ActiveShadowPower[] = Array.from({ length: 130 }, (_, i) => ({
  ...PRIYA_RECORD,
  id: `s${i}`,
  affiliate_id: `AFF2${String(i).padStart(4, '0')}`,
  shadow_power_amount: 1000 + i,
  notes: null,
  affiliate_profiles: { full_name: `Affiliate ${i + 1}`, email: null },
}));

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
