// Settings (spec 2.1 settings): changing the account's email. The auth server mails a link to the new
// address and one to the current address, and changes the email once both are opened (GoTrue's
// secure email change); the links come back through /auth/callback.
import type { SupabaseClient } from '@supabase/supabase-js';
import { emailChangeSchema } from '@rentals/core/validation/auth';
import { INVALID_EMAIL } from '@rentals/core/validation/messages';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type EmailChangeOutcome =
  /** Both links are mailed; the email changes once they are opened. */
  | { status: 'sent'; next: string }
  /** Core's message (English; i18n/messages.ts translates it), as the form's own check gives it. */
  | { status: 'invalid'; value: string; error: string }
  /** What the auth server (or the form, for the same address) refused, by the catalogue key of its text. */
  | { status: 'refused'; value: string; error: MessageKey }
  | { status: 'failed'; message: MessageKey };

const RATE_LIMITED = new Set(['over_email_send_rate_limit', 'over_request_rate_limit']);

/** Checks the new address with core's schema, then asks the auth server (PUT /user {email}). */
export async function changeEmail(client: SupabaseClient, form: FormData, current: string | null, confirmUrl: string): Promise<EmailChangeOutcome> {
  const posted = form.get('email');
  const value = typeof posted === 'string' ? posted : '';
  const parsed = emailChangeSchema.safeParse({ email: value });
  if (!parsed.success) return { status: 'invalid', value, error: parsed.error.issues[0]?.message ?? INVALID_EMAIL };
  const next = parsed.data.email;
  if (next === current?.toLowerCase()) return { status: 'refused', value, error: 'user.settings.emailSame' };
  const { error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: confirmUrl });
  if (!error) return { status: 'sent', next };
  if (error.code === 'email_exists') return { status: 'refused', value, error: 'user.settings.emailTaken' };
  if (error.code === 'validation_failed') return { status: 'refused', value, error: 'auth.error.invalidEmail' };
  if (RATE_LIMITED.has(error.code ?? '')) return { status: 'failed', message: 'auth.error.rateLimited' };
  return { status: 'failed', message: 'user.settings.emailFailed' };
}
