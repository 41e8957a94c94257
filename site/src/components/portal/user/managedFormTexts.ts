// The catalogue keys the managed rental form needs; the page picks them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { OPTION_KEYS } from '../../../lib/enumLabels.ts';

export const MANAGED_FORM_KEYS = [
  'user.managedForm.title', 'user.managedForm.intro', 'user.managedForm.required', 'user.managedForm.where',
  'user.managedForm.what', 'user.managedForm.money', 'user.managedForm.field.property_address',
  'user.managedForm.field.property_type', 'user.managedForm.field.furnishing', 'user.managedForm.field.bedrooms',
  'user.managedForm.field.bathrooms', 'user.managedForm.field.area_sqft', 'user.managedForm.field.amenities',
  'user.managedForm.field.description', 'user.managedForm.field.monthly_rent', 'user.managedForm.field.security_deposit',
  'user.managedForm.field.rental_start_date', 'user.managedForm.field.rental_end_date', 'user.managedForm.field.affiliate_id',
  'user.managedForm.submit', 'user.profile.invalid', 'listing.choose', 'listing.submitting',
  ...OPTION_KEYS,
] as const satisfies readonly MessageKey[];

export type ManagedFormTexts = Record<(typeof MANAGED_FORM_KEYS)[number], string>;
