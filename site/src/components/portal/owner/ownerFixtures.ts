// A landlord's small portfolio for stories and their tests: two flats, one let to Ananya Sharma with
// this month's rent overdue, one maintenance request open and one closed.
import type { PortfolioData } from '../../../lib/portal/owner/screens.ts';
import type { Lease, LeaseParty, MaintenanceRequest } from '../../../lib/portal/owner/portfolio.ts';

export const TODAY = '2026-11-24';
export const LANDLORD = 'landlord-1';
export const MANAGER = 'manager-1';

export const lease: Lease = {
  id: 'l1',
  property_id: 'p1',
  tenant_id: 'tenant-1',
  start_date: '2026-03-01',
  end_date: '2027-01-31',
  monthly_rent: 28000,
  security_deposit: 56000,
  rent_due_day: 5,
  notice_period_days: 30,
  terms: 'Eleven-month leave and licence agreement.',
};

export const openRequest: MaintenanceRequest = {
  id: 'r1',
  property_id: 'p1',
  raised_by: 'tenant-1',
  title: 'Geyser not heating',
  description: 'Trips the MCB when switched on.',
  status: 'open',
  assigned_to: null,
  assigned_at: null,
  closed_at: null,
  resolution: null,
  created_at: '2026-11-20T09:00:00+05:30',
  events: [
    {
      action: 'raised',
      status: 'open',
      note: 'Trips the MCB when switched on.',
      created_at: '2026-11-20T09:00:00+05:30',
    },
  ],
};

export const closedRequest: MaintenanceRequest = {
  id: 'r2',
  property_id: 'p1',
  raised_by: 'tenant-1',
  title: 'Leaking kitchen tap',
  description: null,
  status: 'closed',
  assigned_to: LANDLORD,
  assigned_at: '2026-10-02T10:00:00+05:30',
  closed_at: '2026-10-04T10:00:00+05:30',
  resolution: 'Washer replaced',
  created_at: '2026-10-01T09:00:00+05:30',
  events: [
    {
      action: 'closed',
      status: 'closed',
      note: 'Washer replaced',
      created_at: '2026-10-04T10:00:00+05:30',
    },
    { action: 'raised', status: 'open', note: null, created_at: '2026-10-01T09:00:00+05:30' },
    {
      action: 'assigned',
      status: 'in_progress',
      note: null,
      created_at: '2026-10-02T10:00:00+05:30',
    },
  ],
};

export const party: LeaseParty = {
  lease_id: 'l1',
  tenant_id: 'tenant-1',
  tenant_name: 'Ananya Sharma',
  tenant_email: 'tenant@demo.rentals.in',
  tenant_phone: '+91 98450 12345',
  owner_id: LANDLORD,
  owner_name: 'Suresh Reddy',
  owner_phone: '+91 99000 11223',
};

export const portfolio: PortfolioData = {
  scope: { role: 'landlord', basePath: '/portal/landlord', ownerIds: [LANDLORD] },
  properties: [
    {
      id: 'p1',
      title: '2 BHK in Koramangala',
      city: 'Bengaluru',
      locality: 'Koramangala',
      rent: 28000,
      bedrooms: 2,
      property_type: 'Apartment',
      availability: 'rented',
      verified: true,
      listed_by: LANDLORD,
    },
    {
      id: 'p2',
      title: '1 BHK in HSR Layout',
      city: 'Bengaluru',
      locality: 'HSR Layout',
      rent: 18000,
      bedrooms: 1,
      property_type: 'Apartment',
      availability: 'available',
      verified: false,
      listed_by: LANDLORD,
    },
  ],
  tenancies: [
    {
      lease,
      property_title: '2 BHK in Koramangala',
      party,
      rent: [
        {
          id: 'rent-11',
          lease_id: 'l1',
          month: '2026-11-01',
          amount: 28000,
          due_date: '2026-11-05',
          status: 'due',
          paid_on: null,
          payment_mode: null,
          reference: null,
          note: null,
          reported_at: null,
          reported_paid_on: null,
        },
        {
          id: 'rent-10',
          lease_id: 'l1',
          month: '2026-10-01',
          amount: 28000,
          due_date: '2026-10-05',
          status: 'paid',
          paid_on: '2026-10-03',
          payment_mode: 'upi',
          reference: 'UTR4123',
          note: null,
          reported_at: null,
          reported_paid_on: null,
        },
      ],
    },
  ],
  requests: [closedRequest, openRequest],
};

export const managerPortfolio: PortfolioData = {
  ...portfolio,
  scope: { role: 'manager', basePath: '/portal/manager', ownerIds: [LANDLORD] },
};
export const unappointed: PortfolioData = {
  scope: { role: 'manager', basePath: '/portal/manager', ownerIds: [] },
  properties: [],
  tenancies: [],
  requests: [],
};
export const emptyPortfolio: PortfolioData = {
  ...portfolio,
  properties: [],
  tenancies: [],
  requests: [],
};

/** November's rent paid by UPI on the 4th: nothing due or overdue. */
export const paidUpPortfolio: PortfolioData = {
  ...portfolio,
  tenancies: portfolio.tenancies.map((x) => ({
    ...x,
    rent: x.rent.map((r) =>
      r.status === 'paid'
        ? r
        : {
            ...r,
            status: 'paid',
            paid_on: '2026-11-04',
            payment_mode: 'upi',
            reference: 'UTR5120',
          },
    ),
  })),
};

/** The lease runs on without an end date. */
export const openEndedPortfolio: PortfolioData = {
  ...portfolio,
  tenancies: portfolio.tenancies.map((x) => ({ ...x, lease: { ...x.lease, end_date: null } })),
};

/** The same portfolio with a visit to confirm on the vacant flat and an application to answer. */
export const withLeads: PortfolioData = {
  ...portfolio,
  leads: [
    {
      kind: 'visit',
      id: 'v-7',
      property_id: 'p2',
      user_id: 'u-7',
      contact: { full_name: 'Rahul Menon', phone: '+91 98450 12345', email: 'rahul@example.in' },
      status: 'requested',
      created_at: '2026-11-22T10:00:00+05:30',
      notes: null,
      owner_reply: null,
      visit_type: 'physical',
      scheduled_date: '2026-11-28T11:00:00+05:30',
    },
    {
      kind: 'application',
      id: 'a-7',
      property_id: 'p2',
      user_id: 'u-6',
      contact: { full_name: 'Divya Rao', phone: null, email: 'divya@example.in' },
      status: 'pending',
      created_at: '2026-11-23T10:00:00+05:30',
      notes: 'Working at a bank nearby.',
      owner_reply: null,
      move_in_date: '2026-12-10',
    },
  ],
};
