// A signed-in person's language lives on their profile (profiles.preferred_language), so it follows
// them to every device and their emails go out in it. Written as the person, under row-level
// security: nobody changes another's. It is read with their session on every page rendered for
// them (lib/auth/signedInPerson.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../i18n/lang.ts';

/** Saves the person's choice on their profile; false when it could not be saved. */
export async function savePreferredLanguage(client: SupabaseClient, userId: string, lang: Lang): Promise<boolean> {
  const { error } = await client.from('profiles').update({ preferred_language: lang }).eq('user_id', userId);
  return !error;
}
