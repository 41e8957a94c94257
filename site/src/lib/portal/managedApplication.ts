// Submitting a property for managed rental (spec 2.1 submit-managed-rental, 3, 4): core's schema
// checks the form, submit_managed_rental_application records it as submitted, with the caller as
// landlord (and broker, when they are one).
import type { SupabaseClient } from '@supabase/supabase-js';
import { managedApplicationSchema } from '@rentals/core/validation/addRvl';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { pick, type Translate } from '../../i18n/t.ts';
import { PLACE_KEYS, type PlaceTexts } from '../../islands/portal/propertyFormTexts.ts';

/** The fields the owner's form sends: never the company's terms, which the admin sets on approval. */
export const MANAGED_FORM_FIELDS = [
  'property_location', 'locality', 'property_address', 'property_type', 'bedrooms', 'bathrooms', 'area_sqft',
  'furnishing', 'description', 'monthly_rent', 'security_deposit', 'rental_start_date', 'rental_end_date', 'affiliate_id',
] as const;
export type ManagedFormField = (typeof MANAGED_FORM_FIELDS)[number] | 'amenities';
export type ManagedFormValues = Partial<Record<(typeof MANAGED_FORM_FIELDS)[number], string>> & { amenities?: string[] };

export type ManagedSubmit =
  | { status: 'submitted'; id: string }
  | { status: 'invalid'; errors: Partial<Record<ManagedFormField, string>> }
  | { status: 'failed'; message: string };

export function readManagedForm(form: FormData): ManagedFormValues {
  const values: ManagedFormValues = Object.fromEntries(MANAGED_FORM_FIELDS.map((name) => [name, String(form.get(name) ?? '')]));
  values.amenities = form.getAll('amenities').map(String);
  return values;
}

/** The catalogue type-ahead's texts with the managed rental form's labels and wording. */
export function managedPlaceTexts(t: Translate): PlaceTexts {
  return {
    ...pick(t, PLACE_KEYS),
    'listing.field.city': t('user.managedForm.field.property_location'),
    'listing.field.locality': t('user.managedForm.field.locality'),
    'owners.place.proposed': t('places.managed.proposed'),
  };
}

/** The database names the listing's field: the application calls the city property_location. */
const APPLICATION_FIELD: Record<string, string> = { city: 'property_location' };

export async function submitManagedApplication(client: SupabaseClient, values: ManagedFormValues): Promise<ManagedSubmit> {
  const parsed = managedApplicationSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ManagedFormField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as ManagedFormField] ??= issue.message;
    return { status: 'invalid', errors };
  }
  const { data, error } = await client.rpc('submit_managed_rental_application', { _application: parsed.data }).single<{ id: string }>();
  if (error || !data) {
    const refused = fieldErrorFromDatabase(error);
    const field = refused && (APPLICATION_FIELD[refused.field] ?? refused.field);
    if (refused && field && (MANAGED_FORM_FIELDS as readonly string[]).includes(field)) {
      return { status: 'invalid', errors: { [field]: refused.message } };
    }
    return { status: 'failed', message: error?.message ?? '' };
  }
  return { status: 'submitted', id: data.id };
}
