// Settings (spec 2.1 settings): change the password, proving it with the current one as the auth
// server requires, and sign out of every device.
import type { SupabaseClient } from '@supabase/supabase-js';
import { passwordChangeSchema } from '@rentals/core/validation/auth';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type PasswordField = 'current_password' | 'password' | 'confirm_password';

export type PasswordChange =
  | { status: 'changed' }
  /** Core's messages (English; i18n/messages.ts translates them), as the form's own check gives them. */
  | { status: 'invalid'; errors: Partial<Record<PasswordField, string>> }
  /** What the auth server refused, by the catalogue key of its text. */
  | { status: 'refused'; errors: Partial<Record<PasswordField, MessageKey>> }
  | { status: 'failed'; message: MessageKey | { text: string } };

/** Checks the three fields with core's schema, then asks the auth server (PUT /user with current_password). */
export async function changePassword(client: SupabaseClient, form: FormData): Promise<PasswordChange> {
  const read = (name: PasswordField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const parsed = passwordChangeSchema.safeParse({
    current_password: read('current_password'),
    password: read('password'),
    confirm_password: read('confirm_password'),
  });
  if (!parsed.success) {
    const errors: Partial<Record<PasswordField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as PasswordField] ??= issue.message;
    return { status: 'invalid', errors };
  }
  const { current_password: current, password } = parsed.data;
  const { error } = await client.auth.updateUser({ password, current_password: current });
  if (!error) return { status: 'changed' };
  if (error.code === 'current_password_invalid') return { status: 'refused', errors: { current_password: 'user.settings.wrongCurrent' } };
  if (error.code === 'same_password') return { status: 'refused', errors: { password: 'user.settings.samePassword' } };
  // Secure password change: a session older than a day must prove itself again; a new sign-in does.
  if (error.code === 'reauthentication_needed') return { status: 'failed', message: 'accountSecurity.signInAgainToChangePassword' };
  if (error.code === 'weak_password') return { status: 'failed', message: { text: error.message } };
  return { status: 'failed', message: 'user.settings.passwordFailed' };
}
