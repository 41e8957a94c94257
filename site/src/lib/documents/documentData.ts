// The reads behind receipts and agreements, all through the signed-in person's own client, so that
// row-level security decides which leases, rent and agreements they see; the landlord's PAN comes
// through rent_receipt_pan(), which gives it only to the lease's tenant, landlord and the managers
// the landlord shares it with.
import type { SupabaseClient } from '@supabase/supabase-js';
import { financialYearOf, panRequired, yearRent } from '@rentals/core/rules/rentReceipts';
import type { Loaded } from '../portal/loaded.ts';
import {
  LEASE_COLUMNS,
  RENT_COLUMNS,
  readParties,
  readSignal,
  rowsOf,
  type Lease,
  type LeaseParty,
  type RentPayment,
} from '../portal/owner/portfolio.ts';
import type { AgreementDocument } from './agreementPdf.ts';
import { readPanManagers, type PanManager } from './panSharing.ts';
import type { MonthReceipt, PaidMonth, YearReceipt } from './receiptPdf.ts';

const LIMIT = 200;

export interface DocumentProperty {
  id: string;
  title: string;
  address: string | null;
  locality: string | null;
  city: string;
}

export interface Agreement {
  id: string;
  lease_id: string;
  version: number;
  start_date: string;
  end_date: string;
  licence_fee: number | string;
  deposit: number | string;
  lock_in_months: number;
  notice_days: number;
  maintenance_paid_by: 'licensor' | 'licensee';
  maintenance_amount: number | string;
  permitted_use: 'residential' | 'residential_family';
  state: string;
  clauses: string[];
  drafted_at: string;
  landlord_confirmed_by: string | null;
  landlord_confirmed_at: string | null;
  tenant_confirmed_by: string | null;
  tenant_confirmed_at: string | null;
}

export interface DocumentLease {
  lease: Lease;
  property: DocumentProperty | null;
  party: LeaseParty | null;
  rent: RentPayment[];
  agreement: Agreement | null;
  /** One line: address, locality, city and state. */
  address: string;
}

export interface DocumentsData {
  leases: DocumentLease[];
  /** The signed-in person's own PAN (landlords), null when none is on file. */
  pan: string | null;
  /** The person's property managers (landlords) and whether each sees the PAN on receipts. */
  managers: PanManager[];
}

export type DocumentSide = 'tenant' | 'owner';

const AGREEMENT_COLUMNS =
  'id, lease_id, version, start_date, end_date, licence_fee, deposit, lock_in_months, notice_days, maintenance_paid_by, maintenance_amount, permitted_use, state, clauses, drafted_at, landlord_confirmed_by, landlord_confirmed_at, tenant_confirmed_by, tenant_confirmed_at';
const PROPERTY = 'property:properties(id, title, address, locality, city)';

// A property names its city by catalogue id or by name; the catalogue is a few dozen rows.
async function readCities(client: SupabaseClient): Promise<Map<string, { name: string; state: string }>> {
  const rows = rowsOf(
    await client
      .from('cities')
      .select('id, name, state')
      .limit(1000)
      .abortSignal(readSignal())
      .returns<{ id: string; name: string; state: string }[]>(),
  );
  return new Map(rows.flatMap((c) => [[c.id, c] as const, [c.name.toLowerCase(), c] as const]));
}

function addressOf(property: DocumentProperty | null, cities: Map<string, { name: string; state: string }>): string {
  if (!property) return '—';
  const city = cities.get(property.city) ?? cities.get(property.city.toLowerCase());
  // Addresses often already end with the locality and city; each part is named once.
  const parts: string[] = [];
  for (const part of [property.address, property.locality, city?.name ?? property.city, city?.state]) {
    if (part && !parts.some((p) => p.toLowerCase().includes(part.toLowerCase()))) parts.push(part);
  }
  return parts.join(', ') || '—';
}

async function readLeases(
  client: SupabaseClient,
  filter: { column: 'tenant_id' | 'id'; value: string; not?: boolean },
): Promise<DocumentLease[]> {
  let query = client.from('leases').select(`${LEASE_COLUMNS}, ${PROPERTY}`);
  // A landlord who also rents a home elsewhere sees that lease in their tenant portal only.
  query = filter.not ? query.neq(filter.column, filter.value) : query.eq(filter.column, filter.value);
  const leases = rowsOf(
    await query
      .order('start_date', { ascending: false })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<(Lease & { property: DocumentProperty | null })[]>(),
  );
  const ids = leases.map((l) => l.id);
  if (ids.length === 0) return [];
  const [parties, rent, agreements, cities] = await Promise.all([
    readParties(client),
    client
      .from('rent_payments')
      .select(RENT_COLUMNS)
      .in('lease_id', ids)
      .order('month', { ascending: true })
      .limit(LIMIT * 12)
      .abortSignal(readSignal())
      .returns<RentPayment[]>()
      .then(rowsOf),
    client
      .from('rental_agreements')
      .select(AGREEMENT_COLUMNS)
      .in('lease_id', ids)
      .abortSignal(readSignal())
      .returns<Agreement[]>()
      .then(rowsOf),
    readCities(client),
  ]);
  return leases.map(({ property, ...lease }) => ({
    lease,
    property,
    party: parties.get(lease.id) ?? null,
    rent: rent.filter((r) => r.lease_id === lease.id),
    agreement: agreements.find((a) => a.lease_id === lease.id) ?? null,
    address: addressOf(property, cities),
  }));
}

/** The leases of one portal side with their rent, agreement and (for owners) the person's PAN. */
export async function loadDocuments(client: SupabaseClient, userId: string, side: DocumentSide): Promise<Loaded<DocumentsData>> {
  try {
    const [leases, pan, managers] = await Promise.all([
      readLeases(client, { column: 'tenant_id', value: userId, not: side === 'owner' }),
      side === 'owner'
        ? client
            .from('landlord_tax_details')
            .select('pan')
            .eq('user_id', userId)
            .abortSignal(readSignal())
            .returns<{ pan: string }[]>()
            .then((r) => rowsOf(r)[0]?.pan ?? null)
        : Promise.resolve(null),
      side === 'owner' ? readPanManagers(client, userId) : Promise.resolve([]),
    ]);
    return { status: 'ok', data: { leases, pan, managers } };
  } catch {
    return { status: 'error', message: 'receipts.error.load' };
  }
}

async function readPan(client: SupabaseClient, leaseId: string): Promise<string | null> {
  const { data, error } = await client.rpc('rent_receipt_pan', { _lease_id: leaseId }).abortSignal(readSignal());
  if (error) throw error;
  return (data as string | null) ?? null;
}

function paidMonth(r: RentPayment): PaidMonth {
  return { month: r.month, amount: r.amount, paidOn: r.paid_on ?? r.due_date, mode: r.payment_mode, reference: r.reference };
}

const shortId = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

async function oneLease(client: SupabaseClient, leaseId: string): Promise<DocumentLease | null> {
  return (await readLeases(client, { column: 'id', value: leaseId }))[0] ?? null;
}

/** A month's receipt, when the caller may see the payment and it is marked paid; else null. */
export async function loadMonthReceipt(client: SupabaseClient, paymentId: string, today: string): Promise<MonthReceipt | null> {
  const payment = rowsOf(
    await client.from('rent_payments').select(RENT_COLUMNS).eq('id', paymentId).eq('status', 'paid').abortSignal(readSignal()).returns<RentPayment[]>(),
  )[0];
  if (!payment) return null;
  const [lease, pan] = await Promise.all([oneLease(client, payment.lease_id), readPan(client, payment.lease_id)]);
  if (!lease) return null;
  const year = financialYearOf(payment.month);
  return {
    kind: 'month',
    number: `RR-${shortId(payment.id)}`,
    tenant: lease.party?.tenant_name ?? '—',
    landlord: lease.party?.owner_name ?? '—',
    address: lease.address,
    pan,
    panRequired: panRequired(yearRent(lease.lease, lease.rent, year)),
    generatedOn: today,
    paid: paidMonth(payment),
  };
}

/** The receipt of a financial year of one lease: every month of it marked paid; null when none. */
export async function loadYearReceipt(
  client: SupabaseClient,
  leaseId: string,
  startYear: number,
  today: string,
): Promise<YearReceipt | null> {
  const [lease, pan] = await Promise.all([oneLease(client, leaseId), readPan(client, leaseId)]);
  if (!lease) return null;
  const paid = lease.rent.filter((r) => r.status === 'paid' && financialYearOf(r.month) === startYear);
  if (paid.length === 0) return null;
  return {
    kind: 'year',
    number: `RY-${startYear}-${shortId(lease.lease.id)}`,
    tenant: lease.party?.tenant_name ?? '—',
    landlord: lease.party?.owner_name ?? '—',
    address: lease.address,
    pan,
    panRequired: panRequired(yearRent(lease.lease, lease.rent, startYear)),
    generatedOn: today,
    startYear,
    paid: paid.map(paidMonth),
  };
}

/** The agreement of a lease as its document, when the caller may see it; else null. */
export async function loadAgreementDocument(client: SupabaseClient, leaseId: string): Promise<AgreementDocument | null> {
  const lease = await oneLease(client, leaseId);
  const a = lease?.agreement;
  if (!lease || !a) return null;
  const landlord = lease.party?.owner_name ?? '—';
  const tenant = lease.party?.tenant_name ?? '—';
  return {
    version: a.version,
    draftedAt: a.drafted_at,
    startDate: a.start_date,
    endDate: a.end_date,
    licensor: landlord,
    licensee: tenant,
    address: lease.address,
    licenceFee: a.licence_fee,
    deposit: a.deposit,
    rentDueDay: lease.lease.rent_due_day,
    lockInMonths: a.lock_in_months,
    noticeDays: a.notice_days,
    maintenancePaidBy: a.maintenance_paid_by,
    maintenanceAmount: a.maintenance_amount,
    permittedUse: a.permitted_use,
    state: a.state,
    clauses: a.clauses,
    // Only the lease's landlord and tenant can confirm (confirm_rental_agreement), so the names are theirs.
    landlordConfirmation: a.landlord_confirmed_at ? { name: landlord, at: a.landlord_confirmed_at } : null,
    tenantConfirmation: a.tenant_confirmed_at ? { name: tenant, at: a.tenant_confirmed_at } : null,
  };
}

/** Financial years (by starting year) in which a lease has rent marked paid, newest first. */
export function paidYears(rent: readonly RentPayment[]): number[] {
  return [...new Set(rent.filter((r) => r.status === 'paid').map((r) => financialYearOf(r.month)))].sort((a, b) => b - a);
}

/** Years of a lease whose rent needs the landlord's PAN on receipts. */
export function yearsNeedingPan(x: DocumentLease, years: readonly number[]): number[] {
  return years.filter((y) => panRequired(yearRent(x.lease, x.rent, y)));
}
