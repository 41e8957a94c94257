// A signed-in person's language lives on their profile (profiles.preferred_language), so it follows
// them to every device and their emails go out in it. Read and written as the person, under
// row-level security: nobody changes another's.
import type { SupabaseClient } from '@supabase/supabase-js';
import { langFromCookie, type Lang } from '../i18n/lang.ts';

/** The language saved on the person's profile, or null when never chosen or unreadable. */
export async function readPreferredLanguage(client: SupabaseClient, userId: string): Promise<Lang | null> {
  const { data, error } = await client.from('profiles').select('preferred_language').eq('user_id', userId).maybeSingle();
  if (error || !data) return null;
  return langFromCookie((data as { preferred_language: string | null }).preferred_language);
}

/** Saves the person's choice on their profile; false when it could not be saved. */
export async function savePreferredLanguage(client: SupabaseClient, userId: string, lang: Lang): Promise<boolean> {
  const { error } = await client.from('profiles').update({ preferred_language: lang }).eq('user_id', userId);
  return !error;
}
