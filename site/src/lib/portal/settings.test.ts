import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { changePassword } from './settings.ts';

/** The auth server's answer to PUT /user, as supabase-js hands it back (the gateway's own tests cover the server). */
const answering = (error: { code: string; message: string } | null) =>
  ({ auth: { updateUser: () => Promise.resolve({ data: { user: null }, error }) } }) as unknown as SupabaseClient;

function form(current: string, password: string): FormData {
  const data = new FormData();
  data.set('current_password', current);
  data.set('password', password);
  data.set('confirm_password', password);
  return data;
}

describe('changing the password from the settings page', () => {
  it('tells a person whose session is older than a day to sign in again (GoTrue secure password change)', async () => {
    const outcome = await changePassword(
      answering({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' }),
      form('Meera@2026', 'Meera@2027'),
    );
    expect(outcome).toEqual({ status: 'failed', message: 'accountSecurity.signInAgainToChangePassword' });
  });

  it('still names a wrong current password, and succeeds when the server agrees', async () => {
    const wrong = await changePassword(answering({ code: 'current_password_invalid', message: '' }), form('Wrong@2026', 'Meera@2027'));
    expect(wrong).toEqual({ status: 'refused', errors: { current_password: 'user.settings.wrongCurrent' } });
    expect(await changePassword(answering(null), form('Meera@2026', 'Meera@2027'))).toEqual({ status: 'changed' });
  });

  it('checks the form with core’s schema before asking the auth server', async () => {
    const data = form('', 'abc');
    data.set('confirm_password', 'abd');
    expect(await changePassword(answering(null), data)).toEqual({
      status: 'invalid',
      errors: { current_password: 'Enter your current password', password: 'Password must be at least 6 characters', confirm_password: 'The two new passwords do not match' },
    });
  });
});
