// Sample broker data for stories and their tests: a Leader with Fast Track Advantage on.
import type {
  BrokerOverviewData,
  BrokerVolume,
  OwnBroker,
} from '../../../lib/portal/broker/brokerOverview.ts';
import type {
  CommissionRow,
  ConfiguredProperty,
  Lead,
  ManagedApplication,
} from '../../../lib/portal/broker/brokerLists.ts';

export const TODAY = '2026-11-24';

export const broker: OwnBroker = {
  id: 'b1',
  name: 'Rohan Kulkarni',
  phone: '+91 98765 43210',
  city: 'Pune',
  current_rank: 'leader',
  activated: true,
  reg_fee_paid: true,
  reg_paid_at: '2026-07-01T11:00:00+05:30',
  reg_payment_mode: 'upi',
  reg_payment_ref: '412356789012',
  shadow_balancing_enabled: true,
  shadow_balancing_start_date: '2026-09-01',
  shadow_balancing_end_date: '2026-11-28',
  shadow_balancing_reason: 'Early adopter in Pune',
  created_at: '2026-06-28T10:00:00+05:30',
};

export const volumes: BrokerVolume[] = [
  {
    month: '2026-08-01',
    current_rank: 'builder',
    qualified_rvl: 294000,
    personal_rvl: 54000,
    primary_stream_rvl: 180000,
    growth_stream_rvl: 60000,
    created_at: '2026-09-01T02:00:00+05:30',
  },
  {
    month: '2026-09-01',
    current_rank: 'leader',
    qualified_rvl: 480500,
    personal_rvl: 60500,
    primary_stream_rvl: 210000,
    growth_stream_rvl: 90000,
    created_at: '2026-10-01T02:00:00+05:30',
  },
  {
    month: '2026-10-01',
    current_rank: 'leader',
    qualified_rvl: 505000,
    personal_rvl: 65000,
    primary_stream_rvl: 220000,
    growth_stream_rvl: 100000,
    created_at: '2026-11-01T02:00:00+05:30',
  },
];

export const overview: BrokerOverviewData = {
  broker,
  volume: volumes[2] ?? null,
  audit: [
    {
      id: 'a2',
      action: 'modified',
      reason: 'Extended after the Diwali campaign',
      start_date: '2026-09-01',
      end_date: '2026-11-28',
      previous_end_date: '2026-11-15',
      created_at: '2026-10-20T12:00:00+05:30',
    },
    {
      id: 'a1',
      action: 'enabled',
      reason: 'Early adopter in Pune',
      start_date: '2026-09-01',
      end_date: '2026-11-15',
      previous_end_date: null,
      created_at: '2026-09-01T12:00:00+05:30',
    },
  ],
};

export const leads: Lead[] = [
  {
    id: 'v1',
    kind: 'visit',
    property_id: 'p1',
    property_title: '2 BHK in Baner',
    status: 'scheduled',
    contact: { full_name: 'Meghna Pillai', phone: '+91 90080 12345' },
    date: '2026-11-27T11:00:00+05:30',
    visit_type: 'virtual',
    notes: 'Prefers a video call',
    created_at: '2026-11-22T09:00:00+05:30',
  },
  {
    id: 'ap1',
    kind: 'application',
    property_id: 'p1',
    property_title: '2 BHK in Baner',
    status: 'pending',
    contact: null,
    date: '2026-12-15',
    visit_type: null,
    notes: null,
    created_at: '2026-11-20T09:00:00+05:30',
  },
];

export const commissions: CommissionRow[] = [
  {
    id: 'c1',
    amount: 4000,
    month_year: '2026-10-01',
    status: 'pending',
    commission_type: 'personal',
    level: 1,
    percentage: 20,
    paid_at: null,
    affiliate_id: 'AFF10005',
  },
  {
    id: 'c2',
    amount: 1500,
    month_year: '2026-10-01',
    status: 'pending',
    commission_type: 'differential',
    level: 2,
    percentage: 5,
    paid_at: null,
    affiliate_id: null,
  },
  {
    id: 'c3',
    amount: 3600,
    month_year: '2026-09-01',
    status: 'paid',
    commission_type: 'personal',
    level: 1,
    percentage: 20,
    paid_at: '2026-10-07T10:00:00+05:30',
    affiliate_id: 'AFF10005',
  },
];

export const applications: ManagedApplication[] = [
  {
    id: 'm1',
    status: 'under_review',
    property_location: 'Pune',
    locality: 'Kothrud',
    property_type: 'Apartment',
    bedrooms: 2,
    monthly_rent: 32000,
    rental_value_locked: null,
    created_at: '2026-11-18T10:00:00+05:30',
    reviewed_at: null,
  },
  {
    id: 'm2',
    status: 'approved',
    property_location: 'Pune',
    locality: 'Baner',
    property_type: 'Villa',
    bedrooms: 4,
    monthly_rent: 85000,
    rental_value_locked: 6800,
    created_at: '2026-08-02T10:00:00+05:30',
    reviewed_at: '2026-08-05T10:00:00+05:30',
  },
];

export const configured: ConfiguredProperty[] = [
  {
    id: 'd1',
    application_id: 'm2',
    property_name: 'Baner Greens Villa 4',
    owner_name: 'Suresh Reddy',
    monthly_rent: 85000,
    rvl_amount: 6800,
    payment_mode: 'bank_transfer',
    monthly_rent_payment_date: 5,
    lease_start_date: '2026-09-01',
    lease_end_date: '2027-07-31',
    status: 'active',
    payments: [
      {
        payment_month: '2026-09-01',
        rvl_amount: 6800,
        payment_status: 'paid',
        payment_date: '2026-09-06',
      },
      {
        payment_month: '2026-10-01',
        rvl_amount: 6800,
        payment_status: 'pending',
        payment_date: null,
      },
    ],
  },
];
