// The signed-in person's view of a listing, read in the browser with their own session: the page is
// one HTML for everyone, so who is there and what they did is asked here, under row-level security.
// Loaded by the actions island only when a session cookie is present, so visitors never fetch the
// API client.
import { isAuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { browserClient } from '../browserClient.ts';
import { clientActions, type PropertyActions } from './actions.ts';
import { loadPersonalState, type PersonalView } from './personal.ts';

export async function loadPersonalView(propertyId: string): Promise<PersonalView | null> {
  const client = browserClient();
  // getUser asks the auth server (refreshing the session if it must): a cookie left from an ended
  // session is no one, and the page shows the sign-in links.
  const { data, error } = await client.auth.getUser();
  if (error) {
    if (isAuthSessionMissingError(error) || (isAuthApiError(error) && (error.status === 401 || error.status === 403))) return null;
    throw error;
  }
  const userId = data.user.id;
  const listing = await client.from('properties').select('listed_by').eq('id', propertyId).maybeSingle();
  if (listing.error) throw new Error(listing.error.message);
  if (listing.data?.listed_by === userId) return { kind: 'own' };
  return { kind: 'person', userId, state: await loadPersonalState(client, userId, propertyId) };
}

/** The listing's writes through the browser's client. */
export function browserActions(): PropertyActions {
  return clientActions(browserClient());
}
