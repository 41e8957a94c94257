// The profile screen's server side (spec 4, 5, 7, 8): load (creating it from sign-up data when
// missing), update with the rules of spec 5, and the avatar upload under avatars/<user id>-<random>.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionUser } from '../auth/signedInPerson.ts';
import { AVATAR_MAX_BYTES, PROPERTY_IMAGE_BUCKET, PROPERTY_IMAGE_TYPES } from '@rentals/core/constants';
import { loadProfile, type ProfileResult } from '@rentals/core/profileLoader';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { profileUpdateSchema } from '@rentals/core/validation/profile';

// Spec 8's texts, 'Not authenticated' and 'Failed to upload avatar', by their catalogue keys.
const AVATAR_NOT_AUTHENTICATED = 'user.avatar.notAuthenticated';
const AVATAR_UPLOAD_FAILED = 'user.avatar.failed';

/** The columns the form edits, in its order. */
export const PROFILE_FIELDS = [
  'full_name', 'first_name', 'last_name', 'phone', 'city', 'state',
  'annual_income', 'preferred_rent_min', 'preferred_rent_max', 'preferred_bedrooms',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileLoad = { status: 'ok'; result: ProfileResult } | { status: 'error'; message: 'portal.error.loadProfile' };

export async function readProfile(client: SupabaseClient, user: SessionUser): Promise<ProfileLoad> {
  try {
    return { status: 'ok', result: await loadProfile(client, user) };
  } catch {
    return { status: 'error', message: 'portal.error.loadProfile' };
  }
}

export type ProfileSave =
  | { status: 'saved' }
  | { status: 'invalid'; errors: Partial<Record<ProfileField, string>> }
  | { status: 'failed'; message: string };

/** Validates the form with core's schema and updates the person's own row (never id, email or timestamps). */
export async function saveProfile(client: SupabaseClient, userId: string, form: FormData): Promise<ProfileSave> {
  const values = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, form.get(name) ?? '']));
  const parsed = profileUpdateSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ProfileField, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as ProfileField;
      errors[name] ??= issue.message;
    }
    return { status: 'invalid', errors };
  }
  const { error } = await client.from('profiles').update(parsed.data).eq('user_id', userId);
  if (!error) return { status: 'saved' };
  // A value the database refuses (its named checks) is shown beside its field, like the schema's.
  const refused = fieldErrorFromDatabase(error);
  if (refused && (PROFILE_FIELDS as readonly string[]).includes(refused.field)) {
    return { status: 'invalid', errors: { [refused.field]: refused.message } };
  }
  return { status: 'failed', message: error.message };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' };

/**
 * Uploads a new avatar and stores its public URL on the profile. Any failure is 'Failed to upload
 * avatar' (spec 8); no session is 'Not authenticated'.
 */
export async function uploadAvatar(client: SupabaseClient, user: SessionUser | null, file: unknown): Promise<{ ok: true } | { ok: false; message: typeof AVATAR_NOT_AUTHENTICATED | typeof AVATAR_UPLOAD_FAILED }> {
  if (!user) return { ok: false, message: AVATAR_NOT_AUTHENTICATED };
  if (!(file instanceof Blob) || file.size === 0 || file.size > AVATAR_MAX_BYTES || !(PROPERTY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: AVATAR_UPLOAD_FAILED };
  }
  const path = `avatars/${user.id}-${crypto.randomUUID()}.${EXTENSIONS[file.type]}`;
  const bucket = client.storage.from(PROPERTY_IMAGE_BUCKET);
  const upload = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (upload.error) return { ok: false, message: AVATAR_UPLOAD_FAILED };
  const url = bucket.getPublicUrl(path).data.publicUrl;
  const { error } = await client.from('profiles').update({ avatar_url: url }).eq('user_id', user.id);
  return error ? { ok: false, message: AVATAR_UPLOAD_FAILED } : { ok: true };
}
