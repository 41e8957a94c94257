// Saved searches: what a saved search holds (read by lib/portal/savedPage.ts), its form's values,
// and the messages of the database's refusals.
import { CONTROL_CHARACTERS } from '@rentals/core/validation/messages';
import { SEARCH_NAME_MAX, savedSearchNameSchema } from '@rentals/core/validation/savedSearch';
import type { MessageKey } from '../../i18n/catalogue.ts';

export const ALERT_CHOICES = ['instant', 'daily', 'off'] as const;
export type AlertChoice = (typeof ALERT_CHOICES)[number];
export const NAME_MAX = SEARCH_NAME_MAX;

export interface SavedSearch {
  id: string;
  name: string;
  /** The search's address parameters: /properties?<filters> repeats it. */
  filters: Record<string, string>;
  alerts: AlertChoice;
  created_at: string;
}

export const alertLabelKey = (choice: AlertChoice): MessageKey => `savedSearches.alerts.${choice}`;

/** An alerts choice from a form, or null when it is none of them. */
export function alertChoice(value: string): AlertChoice | null {
  return (ALERT_CHOICES as readonly string[]).includes(value) ? (value as AlertChoice) : null;
}

/** A name from a form as core reads it ('  2 BHK  in Pune ' → '2 BHK in Pune'), or the key of what is wrong with it. */
export function searchName(value: string): { name: string } | { error: MessageKey } {
  const parsed = savedSearchNameSchema.safeParse(value);
  if (parsed.success) return { name: parsed.data };
  return { error: parsed.error.issues[0]?.message === CONTROL_CHARACTERS ? 'validation.controlCharacters' : 'savedSearches.nameRequired' };
}

/** The message for a refused save: a name already used, too many searches, or a failure. */
export function saveErrorKey(error: { code?: string; message?: string }): MessageKey {
  if (error.code === '23505') return 'savedSearches.duplicate';
  if (error.message?.startsWith('You can save up to 20 searches')) return 'savedSearches.limit';
  return 'savedSearches.failed';
}
