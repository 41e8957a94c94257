import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from '../../components/form/FormField.tsx';
import { pick, translator } from '../../i18n/t.ts';
import { FACT_KEYS } from './propertyFormTexts.ts';
import { factInputValue, ListingFactsFields, type FactField } from './ListingFactsFields.tsx';

const values = (facts: Partial<Record<FactField, unknown>>) => (name: FactField) => ({ name, defaultValue: factInputValue(facts[name]) });
const field = (errors: Partial<Record<FactField, string>>) => (name: FactField, label: string, control: Parameters<typeof FormField>[0]['children'], hint?: string) => (
  <FormField look="portal" id={`listing-${name}`} label={label} hint={hint} error={errors[name]}>{control}</FormField>
);

const meta = {
  title: 'Site/Portal/Islands/ListingFactsFields',
  component: ListingFactsFields,
  args: { texts: pick(translator('en'), FACT_KEYS), input: values({}), field: field({}) },
} satisfies Meta<typeof ListingFactsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new listing: every fact not stated yet. */
export const Empty: Story = {};
/** An edited listing with its facts. */
export const Filled: Story = {
  args: {
    input: values({
      maintenance_charges: 3500, floor: 4, total_floors: 12, parking: 'both', water_supply: 'corporation', pets_allowed: true,
      food_preference: 'vegetarian', gated_society: false, facing: 'north_east', year_built: 2016,
    }),
  },
};
/** Refused values, each message beside its field. */
export const Error: Story = {
  args: {
    input: values({ floor: 14, total_floors: 10, year_built: 1850 }),
    field: field({ floor: 'The floor cannot be above the top floor of the building', year_built: 'Year built must be from 1900 to this year' }),
  },
};
/** In Hindi. */
export const Hindi: Story = { args: { texts: pick(translator('hi'), FACT_KEYS) } };
