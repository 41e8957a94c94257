// The listing form's rental facts (maintenance, floors, parking, water, pets, food, gated society,
// facing, year built): one fieldset of plain inputs and selects, registered by the form like its
// other fields and checked by core's schema (listingFacts.ts). Blank or "Not stated" leaves a fact out.
import type { ReactElement } from 'react';
import { FACINGS, FOOD_PREFERENCES, PARKING, WATER_SUPPLIES } from '@rentals/core/validation/listingFacts';
import type { FactTexts } from './propertyFormTexts.ts';

/** The facts' form fields, in the page's order. */
export const FACT_FIELDS = [
  'maintenance_charges', 'floor', 'total_floors', 'parking', 'water_supply', 'pets_allowed', 'food_preference', 'gated_society',
  'facing', 'year_built',
] as const;
export type FactField = (typeof FACT_FIELDS)[number];

/** A fact's starting value as its input holds it: true → 'yes', null → ''. */
export function factInputValue(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return value === null || value === undefined ? '' : String(value);
}

export interface ListingFactsFieldsProps {
  texts: FactTexts;
  /** The form's props for an input or select of this field (register plus its starting value). */
  input: (name: FactField) => Record<string, unknown>;
  /** Wraps a control in the form's labelled field (FormField). */
  field: (name: FactField, label: string, control: ReactElement<Record<string, unknown>>, hint?: string) => ReactElement;
}

export function ListingFactsFields({ texts, input, field }: ListingFactsFieldsProps) {
  const options = (kind: 'parking' | 'water' | 'food' | 'facing', values: readonly string[]) => [
    <option key="" value="">{texts['facts.notStated']}</option>,
    ...values.map((value) => <option key={value} value={value}>{texts[`facts.${kind}.${value}` as keyof FactTexts]}</option>),
  ];
  const yesNo = [
    <option key="" value="">{texts['facts.notStated']}</option>,
    <option key="yes" value="yes">{texts['facts.yes']}</option>,
    <option key="no" value="no">{texts['facts.no']}</option>,
  ];
  return (
    <fieldset>
      <legend>{texts['facts.section']}</legend>
      <div className="field-grid">
        {field('maintenance_charges', texts['facts.field.maintenance_charges'], <input {...input('maintenance_charges')} inputMode="numeric" />, texts['facts.hint.maintenance_charges'])}
        {field('floor', texts['facts.field.floor'], <input {...input('floor')} inputMode="numeric" />, texts['facts.hint.floor'])}
        {field('total_floors', texts['facts.field.total_floors'], <input {...input('total_floors')} inputMode="numeric" />)}
        {field('year_built', texts['facts.field.year_built'], <input {...input('year_built')} inputMode="numeric" maxLength={4} />)}
        {field('parking', texts['facts.field.parking'], <select {...input('parking')}>{options('parking', PARKING)}</select>)}
        {field('water_supply', texts['facts.field.water_supply'], <select {...input('water_supply')}>{options('water', WATER_SUPPLIES)}</select>)}
        {field('pets_allowed', texts['facts.field.pets_allowed'], <select {...input('pets_allowed')}>{yesNo}</select>)}
        {field('food_preference', texts['facts.field.food_preference'], <select {...input('food_preference')}>{options('food', FOOD_PREFERENCES)}</select>)}
        {field('gated_society', texts['facts.field.gated_society'], <select {...input('gated_society')}>{yesNo}</select>)}
        {field('facing', texts['facts.field.facing'], <select {...input('facing')}>{options('facing', FACINGS)}</select>)}
      </div>
    </fieldset>
  );
}
