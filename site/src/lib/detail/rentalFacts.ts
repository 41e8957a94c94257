// The rental facts of a listing page as [term, value] rows, in the page's language; facts not stated
// are left out. Money through core's formatter, the building's age in India's year.
import { formatRupees } from '@rentals/core/money';
import { buildingAge } from '@rentals/core/validation/listingFacts';
import type { Translate } from '../../i18n/t.ts';
import { factLabelKey, yesNoKey } from '../factLabels.ts';

export interface RentalFacts {
  rent: number | string;
  maintenance_charges: number | null;
  floor: number | null;
  total_floors: number | null;
  parking: string | null;
  water_supply: string | null;
  pets_allowed: boolean | null;
  food_preference: string | null;
  gated_society: boolean | null;
  facing: string | null;
  year_built: number | null;
}

/** The maintenance line: 'Included in the rent', '₹3,500 a month', or null when not stated. */
export function maintenanceText(t: Translate, maintenance: number | null): string | null {
  if (maintenance === null || maintenance === undefined) return null;
  return Number(maintenance) === 0 ? t('facts.detail.maintenanceIncluded') : t('facts.detail.maintenanceMonthly', { amount: formatRupees(maintenance) });
}

function floorText(t: Translate, floor: number | null, total: number | null): string | null {
  const name = (n: number) => (n === 0 ? t('facts.detail.ground') : String(n));
  if (floor !== null && total !== null) return t('facts.detail.floorOf', { floor: name(floor), total: String(total) });
  return floor !== null ? name(floor) : null;
}

/** Rows for the facts list: [['Maintenance', '₹3,500 a month'], ['Parking', 'Car'], …]. */
export function rentalFactRows(t: Translate, facts: RentalFacts, now: Date = new Date()): [string, string][] {
  const rows: [string, string | null][] = [
    [t('facts.detail.maintenance'), maintenanceText(t, facts.maintenance_charges)],
    [t('facts.detail.floor'), floorText(t, facts.floor, facts.total_floors)],
    [t('facts.field.parking'), facts.parking ? t(factLabelKey('parking', facts.parking)) : null],
    [t('facts.field.water_supply'), facts.water_supply ? t(factLabelKey('water', facts.water_supply)) : null],
    [t('facts.field.pets_allowed'), facts.pets_allowed === null ? null : t(yesNoKey(facts.pets_allowed))],
    [t('facts.field.food_preference'), facts.food_preference ? t(factLabelKey('food', facts.food_preference)) : null],
    [t('facts.field.gated_society'), facts.gated_society === null ? null : t(yesNoKey(facts.gated_society))],
    [t('facts.field.facing'), facts.facing ? t(factLabelKey('facing', facts.facing)) : null],
    [t('facts.detail.age'), facts.year_built === null ? null : ageText(t, facts.year_built, now)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

function ageText(t: Translate, year: number, now: Date): string {
  const age = buildingAge(year, now);
  return age < 1 ? t('facts.detail.ageNew', { year: String(year) }) : t('facts.detail.ageYears', { age: String(age), year: String(year) });
}
