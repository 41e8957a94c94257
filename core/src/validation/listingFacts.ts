// The facts Indian renters filter on, as the listing form sends them (properties columns, with the
// table's named checks: db/migrations/20261206130100_add_rental_facts_to_properties.sql). Each is
// optional: blank is "not stated", which the pages leave out and the search filters skip.
import { z } from 'zod';
import { todayIso } from '../dates.ts';
import { blankToUndefined, rupeesOrNull } from './fields.ts';
import { FLOOR_MAX, MAINTENANCE_MAX, YEAR_BUILT_MIN } from './limits.ts';
import { FLOOR_ABOVE_BUILDING, FLOOR_RANGE, MAINTENANCE_RANGE, TOTAL_FLOORS_RANGE, YEAR_BUILT_RANGE } from './messages.ts';

/** Parking that comes with the home (public.parking). */
export const PARKING = ['none', 'two_wheeler', 'four_wheeler', 'both'] as const;
/** Where the water comes from (public.water_supply). */
export const WATER_SUPPLIES = ['corporation', 'borewell', 'both'] as const;
/** Whether the society or owner allows only vegetarian food (public.food_preference). */
export const FOOD_PREFERENCES = ['any', 'vegetarian'] as const;
/** The direction the main door faces (public.facing), as Indian listings state it. */
export const FACINGS = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'] as const;

export type Parking = (typeof PARKING)[number];
export type WaterSupply = (typeof WATER_SUPPLIES)[number];
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
export type Facing = (typeof FACINGS)[number];

/** Rent plus maintenance a month, as the database's total_monthly_cost: (25000, 3000) → 28000; (25000, null) → 25000. */
export function totalMonthlyCost(rent: number | string, maintenance: number | string | null | undefined): number {
  return Number(rent) + Number(maintenance ?? 0);
}

/** The age of a building in whole years, in India's year: (2020, 2026-12-06) → 6. */
export function buildingAge(yearBuilt: number, now: Date = new Date()): number {
  return Math.max(0, Number(todayIso(now).slice(0, 4)) - yearBuilt);
}

const wholeOrNull = (min: number, max: () => number, message: string) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b.trim()) : (b ?? null);
  }, z.number({ error: message }).int(message).refine((n) => n >= min && n <= max(), message).nullable());

/** 'yes' / 'no' from a select (or a boolean from the console); blank is not stated. */
const yesNoOrNull = z.preprocess((v) => {
  if (v === 'yes' || v === 'true') return true;
  if (v === 'no' || v === 'false') return false;
  return blankToUndefined(v) ?? null;
}, z.boolean().nullable());

const oneOfOrNull = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => blankToUndefined(v) ?? null, z.enum(values).nullable());

/** The facts' fields, spread into the listing form's schema (property.ts). */
export const listingFactsShape = {
  maintenance_charges: rupeesOrNull({ min: 0, max: MAINTENANCE_MAX, message: MAINTENANCE_RANGE }),
  floor: wholeOrNull(0, () => FLOOR_MAX, FLOOR_RANGE),
  total_floors: wholeOrNull(1, () => FLOOR_MAX, TOTAL_FLOORS_RANGE),
  parking: oneOfOrNull(PARKING),
  water_supply: oneOfOrNull(WATER_SUPPLIES),
  pets_allowed: yesNoOrNull,
  food_preference: oneOfOrNull(FOOD_PREFERENCES),
  gated_society: yesNoOrNull,
  facing: oneOfOrNull(FACINGS),
  year_built: wholeOrNull(YEAR_BUILT_MIN, () => Number(todayIso().slice(0, 4)), YEAR_BUILT_RANGE),
};

/** The floor lies in the building (properties_floor_within_building): a refinement for the whole form. */
export function floorWithinBuilding(values: { floor: number | null; total_floors: number | null }, ctx: z.RefinementCtx): void {
  if (values.floor !== null && values.total_floors !== null && values.floor > values.total_floors) {
    ctx.addIssue({ code: 'custom', path: ['floor'], message: FLOOR_ABOVE_BUILDING });
  }
}

/** The facts alone, as the console corrects them (correct_property_facts): the same fields and refinement as the listing form. */
export const listingFactsSchema = z.object(listingFactsShape).superRefine(floorWithinBuilding);

export type ListingFactsValues = z.output<typeof listingFactsSchema>;
