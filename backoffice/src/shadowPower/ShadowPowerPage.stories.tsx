import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AffiliateRow } from '../dataProvider/shadowPower.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { ShadowPowerPage } from './ShadowPowerPage.tsx';

const record = {
  shadow_power_amount: '150000.00',
  is_active: true,
  notes: 'Launch support',
  created_at: '2026-10-02T05:00:00Z',
  updated_at: '2026-11-18T05:00:00Z',
};

const AFFILIATES: AffiliateRow[] = [
  {
    id: 'p1',
    user_id: 'u1',
    affiliate_id: 'AFF10042',
    full_name: 'Priya Sharma',
    email: 'priya@example.in',
    status: 'active',
    shadow_power: { affiliate_id: 'AFF10042', ...record },
  },
  {
    id: 'p2',
    user_id: 'u2',
    affiliate_id: 'AFF10077',
    full_name: 'Rahul Verma',
    email: 'rahul@example.in',
    status: 'active',
    shadow_power: null,
  },
];

function listSample(rows: AffiliateRow[]) {
  return async (search: string) => {
    const q = search.trim().toLowerCase();
    return rows.filter((a) =>
      [a.full_name, a.affiliate_id, a.email].some((f) => (f ?? '').toLowerCase().includes(q)),
    );
  };
}

const meta = {
  title: 'Backoffice/ShadowPower/ShadowPowerPage',
  component: ShadowPowerPage,
  parameters: {
    methods: {
      listAffiliates: listSample(AFFILIATES),
      listActiveShadowPowers: () =>
        Promise.resolve([
          {
            affiliate_id: 'AFF10042',
            ...record,
            full_name: 'Priya Sharma',
            email: 'priya@example.in',
          },
        ]),
      setShadowPower: fn(() =>
        Promise.resolve({ affiliate_id: 'AFF10077', shadow_power_amount: 5000, is_active: true }),
      ),
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof ShadowPowerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: { methods: { listAffiliates: pending, listActiveShadowPowers: pending } },
};

export const Empty: Story = {
  parameters: {
    methods: { listAffiliates: listSample([]), listActiveShadowPowers: () => Promise.resolve([]) },
  },
};

export const Error: Story = {
  parameters: {
    methods: {
      listAffiliates: () => Promise.reject(new globalThis.Error('offline')),
      listActiveShadowPowers: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
