// Who a request's session names, asked of the database in one call (signed_in_person): the token
// must be valid (the API checks its signature and expiry), its user must exist and its session
// must not be signed out or revoked, as the auth server checks before answering GET /auth/v1/user.
// The same answer carries the person's roles, chosen language and name, which every page rendered
// for them needs, and the count of conversations waiting for them (the portal's Messages badge).
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { langFromCookie, type Lang } from '../../i18n/lang.ts';
import type { AppRole } from '@rentals/core/rules/roles';

/** What the site knows of a signed-in person's account. */
export type SessionUser = Pick<User, 'id' | 'email' | 'user_metadata'>;

export interface SignedInPerson {
  user: SessionUser;
  roles: AppRole[];
  /** The language saved on their profile, or null when never chosen. */
  preferredLanguage: Lang | null;
  /** Their name from their profile, for the portal's greeting. */
  fullName: string | null;
  /** How many of their conversations end with a message they have not read. */
  unreadConversations: number;
}

interface Answer {
  id: string;
  email: string | null;
  user_metadata: Record<string, unknown>;
  roles: AppRole[];
  preferred_language: string | null;
  full_name: string | null;
  unread_conversations: number;
}

/**
 * The person the client's session names, or null. When the database says the session names no one
 * (signed out elsewhere, revoked, the account deleted, or no usable token in the cookies), the
 * session is removed from the cookies, as the auth client does when the auth server says so. When
 * the API cannot answer, the request goes on as a visitor's and the cookies stay.
 */
export async function readSignedInPerson(client: SupabaseClient): Promise<SignedInPerson | null> {
  const { data, error } = await client.rpc('signed_in_person', {}, { get: true }).retry(false);
  if (error) return null;
  if (!data) {
    await client.auth.signOut({ scope: 'local' });
    return null;
  }
  const answer = data as Answer;
  return {
    user: { id: answer.id, email: answer.email ?? undefined, user_metadata: answer.user_metadata },
    roles: answer.roles,
    preferredLanguage: langFromCookie(answer.preferred_language),
    fullName: answer.full_name,
    unreadConversations: answer.unread_conversations,
  };
}
