// /portal/user/saved's data in one call of the page function user_saved
// (db/migrations/…_create_the_saved_page_function.sql): the shortlist with each listing's card, and
// the saved searches, as two REST reads gave them apart. One attempt, bounded in time: a page
// rather shows its error state than waits on postgrest-js retrying a failed read.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from './loaded.ts';
import type { SavedSearch } from './savedSearches.ts';
import type { SavedEntry } from './userLists.ts';

export interface SavedPageData {
  shortlist: Loaded<SavedEntry[]>;
  searches: Loaded<SavedSearch[]>;
}

/** The saved page's two lists; a failed call shows each list's own error state. */
export async function loadSavedPage(client: SupabaseClient): Promise<SavedPageData> {
  try {
    const { data, error } = await client
      .rpc('user_saved', {}, { get: true })
      .retry(false)
      .abortSignal(AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS));
    if (error || !data) throw error ?? new Error('no data');
    // The function's answer is typed as JSON; its shape is the migration's.
    const page = data as unknown as { shortlist: SavedEntry[]; searches: SavedSearch[] };
    return { shortlist: { status: 'ok', data: page.shortlist }, searches: { status: 'ok', data: page.searches } };
  } catch {
    return {
      shortlist: { status: 'error', message: 'portal.error.fetchProperties' },
      searches: { status: 'error', message: 'savedSearches.loadFailed' },
    };
  }
}
