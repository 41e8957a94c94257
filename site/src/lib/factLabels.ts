// The catalogue keys of the rental facts' values, so each reads in the page's language:
// factLabelKey('parking', 'four_wheeler') === 'facts.parking.four_wheeler'.
import type { MessageKey } from '../i18n/catalogue.ts';

type FactKind = 'parking' | 'water' | 'food' | 'facing';

/** ('water', 'both') → 'facts.water.both'. */
export function factLabelKey(kind: FactKind, value: string): MessageKey {
  return `facts.${kind}.${value}` as MessageKey;
}

/** true → 'facts.yes', false → 'facts.no', null → 'facts.notStated'. */
export function yesNoKey(value: boolean | null | undefined): MessageKey {
  return value === true ? 'facts.yes' : value === false ? 'facts.no' : 'facts.notStated';
}
