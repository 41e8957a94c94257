// Defaults of the 'Approve & Configure Property' dialog (spec 2.9, 9); core's
// managedPropertyConfigSchema checks them in the form.
import {
  DEFAULT_COMMISSION_PERCENTAGE,
  DEFAULT_MANAGEMENT_FEE_PERCENTAGE,
  DEFAULT_PAYMENT_DAY,
  DEFAULT_PAYMENT_MODE,
  DEFAULT_SECURITY_DEPOSIT_TYPE,
} from '@rentals/core/constants';
import { placeLine } from '@rentals/core/format';
import type { ApplicationRecord } from './types.ts';

/** The dialog's fields as typed: strings, with the column names of managed_property_details. */
export type ConfigForm = Record<
  | 'property_name'
  | 'owner_name'
  | 'monthly_rent'
  | 'security_deposit_company'
  | 'security_deposit_type'
  | 'payment_mode'
  | 'monthly_rent_payment_date'
  | 'lease_start_date'
  | 'lease_end_date'
  | 'affiliate_name'
  | 'affiliate_id'
  | 'rvl_amount'
  | 'commission_percentage'
  | 'management_fee_percentage'
  | 'guaranteed_rent_amount'
  | 'contract_type',
  string
>;

const text = (v: string | null | undefined) => v ?? '';
const amount = (v: string | number | null | undefined) =>
  v == null || v === '' ? '' : String(Number(v));

/**
 * Refundable deposit, bank transfer, payment day 1, RVL prefilled from the monthly rent (spec 9);
 * the company's terms start from the programme's defaults, never from what the applicant sent.
 */
export function configDefaults(a: ApplicationRecord): ConfigForm {
  return {
    property_name: placeLine(a.property_address, a.locality, a.property_location),
    owner_name: text(a.landlord_name),
    monthly_rent: amount(a.monthly_rent),
    security_deposit_company: amount(a.security_deposit),
    security_deposit_type: DEFAULT_SECURITY_DEPOSIT_TYPE,
    payment_mode: DEFAULT_PAYMENT_MODE,
    monthly_rent_payment_date: String(DEFAULT_PAYMENT_DAY),
    lease_start_date: text(a.rental_start_date),
    lease_end_date: text(a.rental_end_date),
    affiliate_name: text(a.affiliate_name),
    affiliate_id: text(a.affiliate_id),
    rvl_amount: amount(a.monthly_rent),
    commission_percentage: String(DEFAULT_COMMISSION_PERCENTAGE),
    management_fee_percentage: String(DEFAULT_MANAGEMENT_FEE_PERCENTAGE),
    guaranteed_rent_amount: '0',
    contract_type: 'standard',
  };
}
