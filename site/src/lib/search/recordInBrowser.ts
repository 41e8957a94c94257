// The search page's recent-search record, made in the browser: the page's HTML is the same for
// everyone, so the server cannot know who searched. Loaded only when a session cookie is present.
import { browserClient } from '../browserClient.ts';
import { recordSearch, type RecentSearchEntry } from './recent.ts';

export async function recordSearchInBrowser(entry: RecentSearchEntry): Promise<void> {
  const client = browserClient();
  const { data } = await client.auth.getUser();
  if (data.user) await recordSearch(client, data.user.id, entry);
}
