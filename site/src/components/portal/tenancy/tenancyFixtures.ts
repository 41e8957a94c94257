// A landlord who records their own tenancies, for stories and their tests: two verified flats and
// one waiting for review, invitations in every state, an invitation waiting for the tenant, and the
// tenant's months of rent (one to pay, one marked paid, one confirmed) with the landlord's UPI ID.
import type { PortfolioData } from '../../../lib/portal/owner/screens.ts';
import type { RentPayment } from '../../../lib/portal/owner/portfolio.ts';
import type { OwnListing, RecordTenancyData, RentPayee, SentInvitation, WaitingInvitation } from '../../../lib/portal/tenancy/tenancyData.ts';
import type { TenancyData } from '../../../lib/portal/tenant/tenantData.ts';
import { portfolio } from '../owner/ownerFixtures.ts';
import { tenancyData } from '../tenant/tenantFixtures.ts';

export { TODAY } from '../owner/ownerFixtures.ts';
/** A moment on TODAY, for what expires. */
export const NOW = new Date('2026-11-24T12:00:00+05:30');

export const listings: OwnListing[] = [
  { id: 'p1', title: '2 BHK in Koramangala', city: 'Bengaluru', locality: 'Koramangala', rent: 28000, deposit: 56000, verified: true },
  { id: 'p2', title: '1 BHK in HSR Layout', city: 'Bengaluru', locality: 'HSR Layout', rent: 18000, deposit: 36000, verified: true },
  { id: 'p3', title: 'Studio in Indiranagar', city: 'Bengaluru', locality: 'Indiranagar', rent: 15000, deposit: 30000, verified: false },
];

const invitation = (id: string, change: Partial<SentInvitation>): SentInvitation => ({
  id,
  property_id: 'p2',
  email: 'ananya.sharma@example.in',
  phone: null,
  monthly_rent: 18000,
  security_deposit: 36000,
  start_date: '2026-12-01',
  end_date: '2027-10-31',
  rent_due_day: 5,
  notice_period_days: 30,
  status: 'pending',
  expires_at: '2026-12-24T12:00:00+05:30',
  created_at: '2026-11-24T10:00:00+05:30',
  ...change,
});

export const invitations: SentInvitation[] = [
  invitation('i1', {}),
  invitation('i2', { email: 'rahul.verma@example.in', status: 'pending', expires_at: '2026-11-20T10:00:00+05:30', created_at: '2026-10-21T10:00:00+05:30' }),
  invitation('i3', { property_id: 'p1', email: 'kavya.iyer@example.in', status: 'accepted', monthly_rent: 28000 }),
  invitation('i4', { email: 'old.address@example.in', status: 'cancelled' }),
  invitation('i5', { email: 'not.now@example.in', status: 'declined' }),
];

/** Invitations naming the tenant's mobile number, alone or beside an address. */
export const invitedByMobile: SentInvitation[] = [
  invitation('m1', { email: null, phone: '919876543210' }),
  invitation('m2', { email: 'rahul.verma@example.in', phone: '918765432109', status: 'accepted' }),
];

export const recordTenancy: RecordTenancyData = { listings, invitations, hasUpiId: true };

export const waiting: WaitingInvitation[] = [
  {
    id: 'i1',
    property_id: 'p2',
    property_title: '1 BHK in HSR Layout',
    city: 'Bengaluru',
    locality: 'HSR Layout',
    landlord_name: 'Suresh Reddy',
    monthly_rent: 18000,
    security_deposit: 36000,
    start_date: '2026-12-01',
    end_date: '2027-10-31',
    rent_due_day: 5,
    notice_period_days: 30,
    expires_at: '2026-12-24T12:00:00+05:30',
    created_at: '2026-11-24T10:00:00+05:30',
  },
];

const month = (id: string, m: string, change: Partial<RentPayment> = {}): RentPayment => ({
  id,
  lease_id: 'l1',
  month: m,
  amount: 28000,
  due_date: m.replace(/-01$/, '-05'),
  status: 'due',
  paid_on: null,
  payment_mode: null,
  reference: null,
  note: null,
  reported_at: null,
  reported_paid_on: null,
  ...change,
});

/** November to pay, October marked paid by UPI (waiting for the landlord), September confirmed. */
export const rent: RentPayment[] = [
  month('rent-11', '2026-11-01'),
  month('rent-10', '2026-10-01', { payment_mode: 'upi', reference: '412345678901', reported_at: '2026-10-04T09:00:00+05:30', reported_paid_on: '2026-10-04' }),
  month('rent-09', '2026-09-01', { status: 'paid', paid_on: '2026-09-03', payment_mode: 'cash', note: 'Handed to Mr Reddy', reported_at: '2026-09-03T09:00:00+05:30', reported_paid_on: '2026-09-03' }),
];

export const tenantRent: TenancyData = {
  ...tenancyData,
  leases: tenancyData.leases.map((x, i) => (i === 0 ? { ...x, rent } : x)),
};

export const payees = new Map<string, RentPayee>([['l1', { lease_id: 'l1', payee_name: 'Suresh Reddy', upi_id: 'suresh.reddy@okhdfc' }]]);

/** The landlord's portfolio with October waiting for their confirmation. */
export const toConfirm: PortfolioData = {
  ...portfolio,
  tenancies: portfolio.tenancies.map((x) => ({
    ...x,
    rent: [...rent.slice(0, 2), month('rent-08', '2026-08-01', { payment_mode: 'cash', note: 'Paid in cash on the 2nd', reported_at: '2026-08-02T09:00:00+05:30', reported_paid_on: '2026-08-02' })],
  })),
};
