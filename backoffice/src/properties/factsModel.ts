// The Edit facts form without JSX: the facts it holds, read from a listing, and the choices of its
// selects. The codes come from the database's enums (core's generated types), so the form's first
// load carries no zod; core's schema checks them on submit (listingFactsSchema).
import { Constants } from '@rentals/core/generated/database';

const { Enums } = Constants.public;

/** The rental facts correct_property_facts writes, in the form's order. */
export const FACT_FIELDS = [
  'maintenance_charges', 'floor', 'total_floors', 'parking', 'water_supply', 'pets_allowed', 'food_preference',
  'gated_society', 'facing', 'year_built',
] as const;

export type FactField = (typeof FACT_FIELDS)[number];

/** A listing as the Edit facts screen reads it. */
export type PropertyFactsRecord = { id: string; title: string; verified: boolean } & Partial<Record<FactField, unknown>>;

/** The form's starting values: each fact as the listing has it, null when not stated. */
export function factsOf(record: PropertyFactsRecord): Record<FactField, unknown> {
  return Object.fromEntries(FACT_FIELDS.map((field) => [field, record[field] ?? null])) as Record<FactField, unknown>;
}

const choices = (group: string, codes: readonly string[]) =>
  codes.map((id) => ({ id, name: `app.property_facts.${group}.${id}` }));

export const PARKING_CHOICES = choices('parking', Enums.parking);
export const WATER_SUPPLY_CHOICES = choices('water_supply', Enums.water_supply);
export const FOOD_PREFERENCE_CHOICES = choices('food_preference', Enums.food_preference);
export const FACING_CHOICES = choices('facing', Enums.facing);
export const YES_NO_CHOICES = [
  { id: 'yes', name: 'app.property_facts.yes' },
  { id: 'no', name: 'app.property_facts.no' },
];

/** A yes/no fact as its select shows it: true → 'yes', false → 'no', not stated → ''. */
export function yesNo(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return typeof value === 'string' ? value : '';
}
