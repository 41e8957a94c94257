import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { changeEmail } from './emailChange.ts';

/**
 * The auth server's answer to PUT /user {email}, as supabase-js hands it back, and what it was asked
 * (the gateway's own tests cover the server: gateway/tests/auth/emailChange.test.ts).
 */
function answering(error: { code: string; message: string } | null) {
  const asked: unknown[] = [];
  const client = { auth: { updateUser: (...args: unknown[]) => (asked.push(args), Promise.resolve({ data: { user: null }, error })) } };
  return { client: client as unknown as SupabaseClient, asked };
}

const form = (email: string) => {
  const data = new FormData();
  data.set('form', 'email');
  data.set('email', email);
  return data;
};

const CONFIRM = 'https://rentals.in/auth/callback?next=%2Fportal%2Fuser%2Fsettings&flow=email_change';

describe('changing the email from the settings page', () => {
  it('asks the auth server for the new address, lower-cased, with the callback its links return to', async () => {
    const { client, asked } = answering(null);
    expect(await changeEmail(client, form(' Neha.Sharma@Example.IN '), 'neha@example.in', CONFIRM)).toEqual({ status: 'sent', next: 'neha.sharma@example.in' });
    expect(asked).toEqual([[{ email: 'neha.sharma@example.in' }, { emailRedirectTo: CONFIRM }]]);
  });

  it("checks the address with core's rule (the auth server's) before asking", async () => {
    const { client, asked } = answering(null);
    expect(await changeEmail(client, form('vv:;v@v.v'), 'neha@example.in', CONFIRM)).toEqual({ status: 'invalid', value: 'vv:;v@v.v', error: 'Enter a valid email address' });
    expect(await changeEmail(client, form('NEHA@example.in'), 'neha@example.in', CONFIRM)).toEqual({ status: 'refused', value: 'NEHA@example.in', error: 'user.settings.emailSame' });
    expect(asked).toHaveLength(0);
  });

  it("names the auth server's refusals", async () => {
    const taken = answering({ code: 'email_exists', message: 'A user with this email address has already been registered' });
    expect(await changeEmail(taken.client, form('ravi@example.in'), 'neha@example.in', CONFIRM)).toEqual({ status: 'refused', value: 'ravi@example.in', error: 'user.settings.emailTaken' });
    const limited = answering({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    expect(await changeEmail(limited.client, form('ravi2@example.in'), 'neha@example.in', CONFIRM)).toEqual({ status: 'failed', message: 'auth.error.rateLimited' });
    const other = answering({ code: 'insufficient_aal', message: 'AAL2 session is required' });
    expect(await changeEmail(other.client, form('ravi3@example.in'), 'neha@example.in', CONFIRM)).toEqual({ status: 'failed', message: 'user.settings.emailFailed' });
  });
});
