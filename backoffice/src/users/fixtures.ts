// Sample people for the stories of the Users tab and the profile view.
import type { ActivityEntry, UserCrm } from '../dataProvider/crm.ts';
import type { AdminUserRow } from '../dataProvider/users.ts';

export const USERS: AdminUserRow[] = [
  {
    id: '3f2a9c1e-77b0-4c1a-9d2e-000000000001',
    email: 'priya.sharma@example.in',
    full_name: 'Priya Sharma',
    phone: '+91 98200 11111',
    phone_verified: true,
    city: 'Mumbai',
    state: 'Maharashtra',
    avatar_url: null,
    created_at: '2026-03-14T06:30:00Z',
    last_login_at: '2026-11-20T04:00:00Z',
    profile_completion_percentage: 80,
    roles: ['affiliate', 'user'],
    affiliate_id: 'AFF10042',
  },
  {
    id: '3f2a9c1e-77b0-4c1a-9d2e-000000000002',
    email: 'arjun.reddy@example.in',
    full_name: 'Arjun Reddy',
    phone: '+91 99000 22222',
    city: 'Hyderabad',
    state: 'Telangana',
    avatar_url: null,
    created_at: '2026-02-02T10:00:00Z',
    last_login_at: null,
    profile_completion_percentage: 40,
    roles: ['broker', 'landlord'],
    affiliate_id: null,
  },
  {
    id: '3f2a9c1e-77b0-4c1a-9d2e-000000000003',
    email: 'kavya.nair@example.in',
    full_name: 'Kavya Nair',
    phone: null,
    city: 'Kochi',
    state: 'Kerala',
    avatar_url: null,
    created_at: '2025-12-24T08:00:00Z',
    last_login_at: '2026-11-01T12:00:00Z',
    profile_completion_percentage: 100,
    roles: ['tenant'],
    affiliate_id: null,
  },
];

export const CRM: UserCrm = {
  profile: { ...USERS[0]!, roles: ['affiliate', 'user'] },
  rvl_records: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      property_location: 'Mumbai',
      monthly_rent: '85000.00',
      rental_value_locked: '6800.00',
      status: 'approved',
      created_at: '2026-11-03T05:00:00Z',
    },
    {
      id: 'b7e4f0a2-0000-4000-8000-000000000002',
      property_location: 'Thane',
      monthly_rent: '32000.00',
      rental_value_locked: '2560.00',
      status: 'approved',
      created_at: '2026-06-11T05:00:00Z',
    },
  ],
  commissions: [
    {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      amount: '1200.00',
      month_year: '2026-10-01',
      status: 'paid',
      commission_type: 'personal',
      percentage: '10.00',
      paid_at: '2026-11-05T05:00:00Z',
    },
  ],
  payments: [],
  // Over every row of the person: more than the two RVL records and one commission listed.
  totals: {
    rvl_total: 3126500,
    rvl_this_month: 6800,
    commissions_total: 434160,
    commissions_this_month: 0,
    properties_total: 2,
    properties_active: 1,
  },
  affiliate: { affiliate_id: 'AFF10042', status: 'active' },
  shadow_power: { shadow_power_amount: '150000.00', notes: 'Launch support' },
};

export const ACTIVITY: ActivityEntry[] = [
  {
    occurred_at: '2026-11-18T09:00:00Z',
    kind: 'shadow_power',
    action: 'set',
    details: { new_amount: 150000, previous_amount: 0 },
  },
  {
    occurred_at: '2026-11-03T05:00:00Z',
    kind: 'application',
    action: 'approved',
    details: { property_location: 'Mumbai' },
  },
  {
    occurred_at: '2026-10-01T05:00:00Z',
    kind: 'role',
    action: 'assign_role',
    details: { role: 'affiliate' },
  },
];
