// Receipts and agreements for stories and their tests: a lease in Pune at ₹35,500 a month from
// January 2026, with months paid either side of April (two financial years).
import type { Agreement, DocumentLease, DocumentsData } from '../../../lib/documents/documentData.ts';
import type { PanManager } from '../../../lib/documents/panSharing.ts';
import type { RentPayment } from '../../../lib/portal/owner/portfolio.ts';

export const TODAY = '2026-11-26';

const paid = (month: string, id: string): RentPayment => ({
  id,
  lease_id: 'lease-1',
  month,
  amount: 35500,
  due_date: month.replace(/-01$/, '-05'),
  status: 'paid',
  paid_on: month.replace(/-01$/, '-03'),
  payment_mode: 'upi',
  reference: `UTR${id}`,
  note: null,
  reported_at: null,
  reported_paid_on: null,
});

const lease: DocumentLease = {
  lease: {
    id: 'lease-1',
    property_id: 'p1',
    tenant_id: 't1',
    start_date: '2026-01-01',
    end_date: null,
    monthly_rent: 35500,
    security_deposit: 71000,
    rent_due_day: 5,
    notice_period_days: 30,
    terms: null,
  },
  property: { id: 'p1', title: '2 BHK in Kothrud', address: 'Flat 4B, 12 Paud Road', locality: 'Kothrud', city: 'pune' },
  party: {
    lease_id: 'lease-1',
    tenant_id: 't1',
    tenant_name: 'Ananya Sharma',
    tenant_email: 'ananya@example.in',
    tenant_phone: '+91 98765 43210',
    owner_id: 'o1',
    owner_name: 'Suresh Reddy',
    owner_phone: '+91 98765 43211',
  },
  rent: [
    paid('2026-03-01', 'r3'),
    paid('2026-04-01', 'r4'),
    paid('2026-05-01', 'r5'),
    { ...paid('2026-11-01', 'r11'), status: 'due', paid_on: null, payment_mode: null, reference: null },
  ],
  agreement: null,
  address: 'Flat 4B, 12 Paud Road, Kothrud, Pune, Maharashtra',
};

export const drafted: Agreement = {
  id: 'ag1',
  lease_id: 'lease-1',
  version: 2,
  start_date: '2026-01-01',
  end_date: '2026-11-30',
  licence_fee: 35500,
  deposit: 71000,
  lock_in_months: 6,
  notice_days: 30,
  maintenance_paid_by: 'licensee',
  maintenance_amount: 2500,
  permitted_use: 'residential_family',
  state: 'Maharashtra',
  clauses: ['no_smoking'],
  drafted_at: '2026-11-20T06:30:00Z',
  landlord_confirmed_by: 'o1',
  landlord_confirmed_at: '2026-11-21T05:00:00Z',
  tenant_confirmed_by: null,
  tenant_confirmed_at: null,
};

/** Rent paid in two financial years, no agreement yet, no PAN on file. */
export const documents: DocumentsData = { leases: [lease], pan: null, managers: [] };
/** The landlord's two property managers: the landlord shares the PAN with one of them. */
export const managers: PanManager[] = [
  { manager_id: 'm1', name: 'Farhan Qureshi', pan_shared_at: '2026-11-20T06:30:00Z' },
  { manager_id: 'm2', name: 'Kavya Iyer', pan_shared_at: null },
];
export const withPan: DocumentsData = { ...documents, pan: 'ABCDE1234F', managers };
/** A small rent: ₹8,000 a month stays under ₹1,00,000 a year, so no PAN is asked for. */
export const smallRent: DocumentsData = {
  pan: null,
  managers: [],
  leases: [{ ...lease, lease: { ...lease.lease, monthly_rent: 8000 }, rent: lease.rent.map((r) => ({ ...r, amount: 8000 })) }],
};
export const nothingPaid: DocumentsData = { pan: null, managers: [], leases: [{ ...lease, rent: lease.rent.filter((r) => r.status !== 'paid') }] };
export const withAgreement: DocumentsData = { pan: null, managers: [], leases: [{ ...lease, agreement: drafted }] };
export const bothConfirmed: DocumentsData = {
  pan: null,
  managers: [],
  leases: [{ ...lease, agreement: { ...drafted, tenant_confirmed_by: 't1', tenant_confirmed_at: '2026-11-22T12:15:00Z' } }],
};
export const noLeases: DocumentsData = { pan: null, managers: [], leases: [] };
/** The lease ended in October: its agreement stays, and no new draft is offered. */
export const endedLease: DocumentsData = {
  pan: null,
  managers: [],
  leases: [{ ...lease, lease: { ...lease.lease, end_date: '2026-10-31' }, agreement: drafted }],
};
