// The Add RVL form's values and their reading through core's schema (spec 5): field names are the
// columns of managed_rental_applications; inputs hold strings as typed.
import {
  DEFAULT_COMMISSION_PERCENTAGE,
  DEFAULT_MANAGEMENT_FEE_PERCENTAGE,
} from '@rentals/core/constants';
import { parseAmount } from '@rentals/core/money';
import { rvlAmount } from '@rentals/core/rules/rvl';
import { addRvlSchema, type AddRvlValues } from '@rentals/core/validation/addRvl';
import { REQUIRED_FIELDS_MESSAGE } from '@rentals/core/validation/messages';

export interface AddRvlForm {
  monthly_rent: string;
  security_deposit: string;
  commission_percentage: string;
  management_fee_percentage: string;
  guaranteed_rent_amount: string;
  rental_start_date: string;
  rental_end_date: string;
  contract_type: string;
  property_location: string;
  locality: string;
  property_type: string;
  property_address: string;
  bedrooms: string;
  bathrooms: string;
  area_sqft: string;
  furnishing: string;
  amenities: string[];
  description: string;
}

export const EMPTY_ADD_RVL: AddRvlForm = {
  monthly_rent: '',
  security_deposit: '',
  commission_percentage: String(DEFAULT_COMMISSION_PERCENTAGE),
  management_fee_percentage: String(DEFAULT_MANAGEMENT_FEE_PERCENTAGE),
  guaranteed_rent_amount: '',
  rental_start_date: '',
  rental_end_date: '',
  contract_type: 'standard',
  property_location: '',
  locality: '',
  property_type: '',
  property_address: '',
  bedrooms: '',
  bathrooms: '',
  area_sqft: '',
  furnishing: '',
  amenities: [],
  description: '',
};

export type AddRvlResult =
  | { ok: true; application: Omit<AddRvlValues, 'rental_value_locked'> }
  | { ok: false; missingRequired: boolean; errors: Partial<Record<keyof AddRvlForm, string>> };

/** Reads the form through addRvlSchema; the locked value is computed again by the database. */
export function readAddRvl(form: AddRvlForm): AddRvlResult {
  const parsed = addRvlSchema.safeParse(form);
  if (parsed.success) {
    const { rental_value_locked: _locked, ...application } = parsed.data;
    return { ok: true, application };
  }
  const errors: Partial<Record<keyof AddRvlForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddRvlForm;
    errors[field] ??= issue.message;
  }
  return {
    ok: false,
    missingRequired: parsed.error.issues.some((issue) => issue.message === REQUIRED_FIELDS_MESSAGE),
    errors,
  };
}

/** The RVL Summary: the locked value per month from what is typed so far (null until it can be computed). */
export function rvlPreview(form: AddRvlForm): number | null {
  const rent = parseAmount(form.monthly_rent);
  const commission =
    form.commission_percentage.trim() === ''
      ? DEFAULT_COMMISSION_PERCENTAGE
      : Number(form.commission_percentage);
  if (
    !form.monthly_rent.trim() ||
    !Number.isFinite(rent) ||
    rent <= 0 ||
    !Number.isFinite(commission)
  )
    return null;
  return rvlAmount(rent, commission);
}
