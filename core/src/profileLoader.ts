// Roles and profile of the signed-in user (spec 4, 7, 8), including the profile creation fallback.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { TEMPORARY_PROFILE_COMPLETION } from './constants.ts';
import { unwrap } from './api/errors.ts';
import { ROLE_LOOKUP_OPTIONS } from './api/request.ts';
import type { RequestFn } from './api/request.ts';
import type { AppRole } from './rules/roles.ts';

export const ROLES_LOAD_FAILED = 'Failed to load user roles';
export const PROFILE_LOAD_FAILED = 'Failed to load profile';
export const TEMPORARY_PROFILE_NOTICE = 'Using temporary profile data';
export const PROFILE_CREATION_FAILED_NOTICE = 'Profile creation failed, using temporary data';

type Client = Pick<SupabaseClient, 'from'>;

/** Roles of a user from user_roles, through the de-duplicating helper when given (8 s, 2 retries). */
export async function loadRoles(client: Client, userId: string, request?: RequestFn): Promise<AppRole[]> {
  const read = async (signal?: AbortSignal) => {
    let query = client.from('user_roles').select('role').eq('user_id', userId);
    if (signal) query = query.abortSignal(signal);
    return unwrap(await query) as { role: AppRole }[];
  };
  try {
    const rows = request ? await request(`roles:${userId}`, read, ROLE_LOOKUP_OPTIONS) : await read();
    return rows.map((r) => r.role);
  } catch (cause) {
    throw new Error(ROLES_LOAD_FAILED, { cause });
  }
}

export interface Profile {
  id: string;
  user_id: string;
  email: string | null;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  avatar_url: string | null;
  city: string | null;
  state: string | null;
  profile_completion_percentage: number;
  [column: string]: unknown;
}

export interface ProfileResult {
  profile: Profile;
  /** True when the profile exists only in memory. */
  temporary: boolean;
  /** What to tell the user about it, null when all is well. */
  notice: string | null;
}

const metaText = (meta: Record<string, unknown>, key: string): string | null =>
  typeof meta[key] === 'string' && meta[key] !== '' ? (meta[key] as string) : null;

/** The profile columns taken from sign-up data. */
export function profileFromSignUp(user: Pick<User, 'id' | 'email' | 'user_metadata'>) {
  const meta = user.user_metadata ?? {};
  return {
    user_id: user.id,
    email: user.email ?? null,
    full_name: metaText(meta, 'full_name'),
    first_name: metaText(meta, 'first_name'),
    last_name: metaText(meta, 'last_name'),
    phone: metaText(meta, 'phone'),
    city: metaText(meta, 'city'),
    state: metaText(meta, 'state'),
  };
}

/** In-memory stand-in when no profile can be stored: sign-up data with completion 20. */
export function temporaryProfile(user: Pick<User, 'id' | 'email' | 'user_metadata'>): Profile {
  return { id: user.id, avatar_url: null, ...profileFromSignUp(user), profile_completion_percentage: TEMPORARY_PROFILE_COMPLETION };
}

/**
 * Loads the user's profile; when there is none, creates it from sign-up data. If the insert is
 * refused the notice is 'Profile creation failed, using temporary data'; if it cannot be made at all
 * (network, no row back) 'Using temporary profile data'. A failed read throws 'Failed to load profile'.
 */
export async function loadProfile(client: Client, user: Pick<User, 'id' | 'email' | 'user_metadata'>): Promise<ProfileResult> {
  let existing: Profile | null;
  try {
    existing = unwrap(await client.from('profiles').select('*').eq('user_id', user.id).maybeSingle()) as Profile | null;
  } catch (cause) {
    throw new Error(PROFILE_LOAD_FAILED, { cause });
  }
  if (existing) return { profile: existing, temporary: false, notice: null };
  try {
    const { data, error } = await client.from('profiles').insert(profileFromSignUp(user)).select('*').single();
    if (error) return { profile: temporaryProfile(user), temporary: true, notice: PROFILE_CREATION_FAILED_NOTICE };
    if (data) return { profile: data as Profile, temporary: false, notice: null };
  } catch {
    // Falls through to the temporary profile below.
  }
  return { profile: temporaryProfile(user), temporary: true, notice: TEMPORARY_PROFILE_NOTICE };
}
