// Affiliates and shadow-power grants for the Shadow Power screen's stories and tests.
import type { ActiveShadowPower, AffiliateRow, ShadowPowerRecord } from './types.ts';

export const PRIYA_RECORD: ShadowPowerRecord = {
  id: 's1',
  affiliate_id: 'AFF10042',
  shadow_power_amount: '150000.00',
  is_active: true,
  notes: 'Launch support',
  updated_at: '2026-11-18T05:00:00Z',
};

export const AFFILIATES: AffiliateRow[] = [
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

export const ACTIVE: ActiveShadowPower[] = [
  { ...PRIYA_RECORD, affiliate_profiles: { full_name: 'Priya Sharma', email: 'priya@example.in' } },
];

/** 130 active grants: more than the 100 the screen used to stop at. */
export const MANY_ACTIVE: ActiveShadowPower[] = Array.from({ length: 130 }, (_, i) => ({
  ...PRIYA_RECORD,
  id: `s${i}`,
  affiliate_id: `AFF2${String(i).padStart(4, '0')}`,
  shadow_power_amount: 1000 + i,
  notes: null,
  affiliate_profiles: { full_name: `Affiliate ${i + 1}`, email: null },
}));
