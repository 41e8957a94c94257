import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './auth.ts';
import { CURRENT_PASSWORD_REQUIRED, NEW_PASSWORDS_DIFFER, PASSWORD_REQUIRED, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './messages.ts';

const errors = (form: Record<string, unknown>) => {
  const parsed = passwordChangeSchema.safeParse(form);
  const first: Record<string, string> = {};
  // The forms show each field's first message.
  if (!parsed.success) for (const issue of parsed.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('passwordChangeSchema', () => {
  it('accepts the current password and a new one typed twice alike', () => {
    expect(passwordChangeSchema.parse({ current_password: 'old-secret', password: 'new-secret', confirm_password: 'new-secret' })).toEqual({
      current_password: 'old-secret', password: 'new-secret', confirm_password: 'new-secret',
    });
  });

  it('tells every field at once: the current password missing, the new one short, the two differing', () => {
    expect(errors({ current_password: '', password: 'abc', confirm_password: 'abd' })).toEqual({
      current_password: CURRENT_PASSWORD_REQUIRED,
      password: PASSWORD_TOO_SHORT,
      confirm_password: NEW_PASSWORDS_DIFFER,
    });
  });

  it('asks for a new password, and refuses one past the auth server’s 72 bytes', () => {
    expect(errors({ current_password: 'old-secret', password: '', confirm_password: '' })).toEqual({ password: PASSWORD_REQUIRED });
    expect(errors({ current_password: 'old-secret', password: 'अ'.repeat(25), confirm_password: 'अ'.repeat(25) })).toEqual({ password: PASSWORD_TOO_LONG });
  });

  it('reads a form without the repeat as not matching', () => {
    expect(errors({ current_password: 'old-secret', password: 'new-secret' })).toEqual({ confirm_password: NEW_PASSWORDS_DIFFER });
  });
});
