// The rental-fact filters of the search page, kept in its address like the others
// (?parking=four_wheeler&pets=yes&max_age=10&min_total=20000): read, written and turned into the
// API's conditions here, so params.ts and query.ts only spread them. Values that do not parse are
// dropped, as every search parameter is.
import { FACINGS, FOOD_PREFERENCES, type Facing, type FoodPreference } from '@rentals/core/validation/listingFacts';
import { todayIso } from '@rentals/core/dates';

/** Parking a renter needs: a listing with both kinds matches either. */
export const PARKING_NEEDS = ['two_wheeler', 'four_wheeler'] as const;
/** Water a renter wants: a listing with both sources matches either. */
export const WATER_CHOICES = ['corporation', 'borewell'] as const;
/** Floors: the ground floor, 1st to 4th, 5th and above. */
export const FLOOR_CHOICES = ['ground', 'low', 'high'] as const;
/** "Built within the last N years". */
export const AGE_CHOICES = [1, 5, 10, 20] as const;

export interface FactFilters {
  /** Total a month (rent + maintenance), in whole rupees. */
  min_total: number | null;
  max_total: number | null;
  parking: (typeof PARKING_NEEDS)[number] | null;
  water: (typeof WATER_CHOICES)[number] | null;
  floor: (typeof FLOOR_CHOICES)[number] | null;
  pets: boolean;
  food: FoodPreference | null;
  gated: boolean;
  facing: Facing | null;
  max_age: (typeof AGE_CHOICES)[number] | null;
  no_brokerage: boolean;
}

export const EMPTY_FACT_FILTERS: FactFilters = {
  min_total: null, max_total: null, parking: null, water: null, floor: null, pets: false, food: null, gated: false,
  facing: null, max_age: null, no_brokerage: false,
};

function rupees(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const amount = Number(value.trim());
  return amount > 0 ? amount : null;
}

function oneOf<T extends string | number>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => String(item) === value) ?? null;
}

/** parseFactFilters(new URLSearchParams('pets=yes&max_total=30000')) → { pets: true, max_total: 30000, … }. */
export function parseFactFilters(params: URLSearchParams): FactFilters {
  let min = rupees(params.get('min_total'));
  let max = rupees(params.get('max_total'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    min_total: min,
    max_total: max,
    parking: oneOf(PARKING_NEEDS, params.get('parking')),
    water: oneOf(WATER_CHOICES, params.get('water')),
    floor: oneOf(FLOOR_CHOICES, params.get('floor')),
    pets: params.get('pets') === 'yes',
    food: oneOf(FOOD_PREFERENCES, params.get('food')),
    gated: params.get('gated') === 'yes',
    facing: oneOf(FACINGS, params.get('facing')),
    max_age: oneOf(AGE_CHOICES, params.get('max_age')),
    no_brokerage: params.get('no_brokerage') === 'yes',
  };
}

/** The address parameters of the set filters, in a fixed order: [['pets', 'yes'], …]. */
export function factParams(filters: FactFilters): [string, string][] {
  const out: [string, string][] = [];
  const add = (name: string, value: string | number | null | false) => {
    if (value !== null && value !== false) out.push([name, String(value)]);
  };
  add('min_total', filters.min_total);
  add('max_total', filters.max_total);
  add('parking', filters.parking);
  add('water', filters.water);
  add('floor', filters.floor);
  add('pets', filters.pets && 'yes');
  add('food', filters.food);
  add('gated', filters.gated && 'yes');
  add('facing', filters.facing);
  add('max_age', filters.max_age);
  add('no_brokerage', filters.no_brokerage && 'yes');
  return out;
}

/** The filters as PostgREST conditions on properties; `now` fixes India's year for the building's age. */
export function factConditions(filters: FactFilters, now: Date = new Date()): [column: string, operator: string, value: string][] {
  const conditions: [string, string, string][] = [];
  if (filters.min_total !== null) conditions.push(['total_monthly_cost', 'gte', String(filters.min_total)]);
  if (filters.max_total !== null) conditions.push(['total_monthly_cost', 'lte', String(filters.max_total)]);
  if (filters.parking) conditions.push(['parking', 'in', `(${filters.parking},both)`]);
  if (filters.water) conditions.push(['water_supply', 'in', `(${filters.water},both)`]);
  if (filters.floor === 'ground') conditions.push(['floor', 'eq', '0']);
  if (filters.floor === 'low') conditions.push(['floor', 'gte', '1'], ['floor', 'lte', '4']);
  if (filters.floor === 'high') conditions.push(['floor', 'gte', '5']);
  if (filters.pets) conditions.push(['pets_allowed', 'eq', 'true']);
  if (filters.food) conditions.push(['food_preference', 'eq', filters.food]);
  if (filters.gated) conditions.push(['gated_society', 'eq', 'true']);
  if (filters.facing) conditions.push(['facing', 'eq', filters.facing]);
  if (filters.max_age !== null) conditions.push(['year_built', 'gte', String(Number(todayIso(now).slice(0, 4)) - filters.max_age)]);
  if (filters.no_brokerage) conditions.push(['no_brokerage', 'eq', 'true']);
  return conditions;
}
