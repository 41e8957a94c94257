import { formatDate } from '@rentals/core/format';
import { statusLabel } from '@rentals/core/rules/status';
import { asText, type CsvColumn } from '../common/csv.ts';
import type { ApplicationRecord, ManagedPropertyRecord } from './types.ts';

const amount = (value: number | string | null) => (value == null ? '' : Number(value));

/** The Pending Approval export: the application, who submitted it, and its terms. */
export const PENDING_CSV: readonly CsvColumn<ApplicationRecord>[] = [
  ['Location', (a) => a.property_location],
  ['Locality', (a) => a.locality],
  ['Address', (a) => a.property_address],
  ['Type', (a) => a.property_type],
  ['Bedrooms', (a) => a.bedrooms],
  ['Landlord', (a) => a.landlord_name],
  ['Landlord phone', (a) => asText(a.landlord_phone)],
  ['Broker', (a) => a.broker_name],
  ['Affiliate', (a) => a.affiliate_name],
  ['Monthly rent', (a) => amount(a.monthly_rent)],
  ['Security deposit', (a) => amount(a.security_deposit)],
  ['Commission %', (a) => amount(a.commission_percentage)],
  ['Management fee %', (a) => amount(a.management_fee_percentage)],
  ['Guaranteed rent', (a) => amount(a.guaranteed_rent_amount)],
  ['Contract type', (a) => statusLabel(a.contract_type)],
  ['Rental start', (a) => formatDate(a.rental_start_date)],
  ['Rental end', (a) => formatDate(a.rental_end_date)],
  ['Submitted', (a) => formatDate(a.created_at)],
  ['Status', (a) => statusLabel(a.status)],
];

/** The Active Properties export: each configured property as the table shows it. */
export const ACTIVE_CSV: readonly CsvColumn<ManagedPropertyRecord>[] = [
  ['Property', (p) => p.property_name],
  ['Owner', (p) => p.owner_name],
  ['Monthly rent', (p) => amount(p.monthly_rent)],
  ['RVL amount', (p) => amount(p.rvl_amount)],
  ['Commission %', (p) => amount(p.commission_percentage)],
  ['Management fee %', (p) => amount(p.management_fee_percentage)],
  ['Guaranteed rent', (p) => amount(p.guaranteed_rent_amount)],
  ['Contract type', (p) => (p.contract_type ? statusLabel(p.contract_type) : '')],
  ['Payment mode', (p) => statusLabel(p.payment_mode)],
  ['Payment day', (p) => p.monthly_rent_payment_date],
  ['Lease end', (p) => formatDate(p.lease_end_date)],
  ['Status', (p) => statusLabel(p.status)],
];
