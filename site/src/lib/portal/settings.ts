// Settings (spec 2.1 settings): change the password, proving it with the current one as the auth
// server requires, and sign out of every device.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PASSWORD_MIN_LENGTH } from '@rentals/core/validation/auth';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type PasswordField = 'current_password' | 'password' | 'confirm_password';

export type PasswordChange =
  | { status: 'changed' }
  | { status: 'invalid'; errors: Partial<Record<PasswordField, MessageKey>> }
  | { status: 'failed'; message: MessageKey | { text: string } };

/** Checks the three fields, then asks the auth server (PUT /user with current_password). */
export async function changePassword(client: SupabaseClient, form: FormData): Promise<PasswordChange> {
  const read = (name: PasswordField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const current = read('current_password');
  const password = read('password');
  const errors: Partial<Record<PasswordField, MessageKey>> = {};
  if (!current) errors.current_password = 'user.settings.currentRequired';
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'user.settings.tooShort';
  if (read('confirm_password') !== password) errors.confirm_password = 'user.settings.mismatch';
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const { error } = await client.auth.updateUser({ password, current_password: current });
  if (!error) return { status: 'changed' };
  if (error.code === 'current_password_invalid') return { status: 'invalid', errors: { current_password: 'user.settings.wrongCurrent' } };
  if (error.code === 'same_password') return { status: 'invalid', errors: { password: 'user.settings.samePassword' } };
  // Secure password change: a session older than a day must prove itself again; a new sign-in does.
  if (error.code === 'reauthentication_needed') return { status: 'failed', message: 'accountSecurity.signInAgainToChangePassword' };
  if (error.code === 'weak_password') return { status: 'failed', message: { text: error.message } };
  return { status: 'failed', message: 'user.settings.passwordFailed' };
}
