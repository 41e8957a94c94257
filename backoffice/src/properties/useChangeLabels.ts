// A column an owner or admin changed on an approved listing, and its values, as the moderation queue
// says them: the listing's columns by the resource's labels, the rental facts and their choices in the
// Edit facts screen's words, never the database's codes.
import { useTranslate } from 'react-admin';
import './factsTexts.ts';

const CHOICES = new Set(['parking', 'water_supply', 'food_preference', 'facing']);
const YES_NO = new Set(['pets_allowed', 'gated_society']);

/** column('floor') → 'Floor' ('मंज़िल'); value('parking', 'four_wheeler') → 'Car'; value('pets_allowed', 'true') → 'Yes'. */
export function useChangeLabels(): { column: (column: string) => string; value: (column: string, shown: string) => string } {
  const translate = useTranslate();
  return {
    column: (column) =>
      translate(`resources.properties.fields.${column}`, { _: translate(`app.property_facts.fields.${column}`, { _: column }) }),
    value: (column, shown) => {
      if (CHOICES.has(column)) return translate(`app.property_facts.${column}.${shown}`, { _: shown });
      if (YES_NO.has(column) && (shown === 'true' || shown === 'false'))
        return translate(shown === 'true' ? 'app.property_facts.yes' : 'app.property_facts.no');
      return shown;
    },
  };
}
