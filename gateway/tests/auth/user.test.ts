import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

async function signedInClient() {
  const account = await createSignedInUser(gateway);
  const client = gateway.client();
  await client.auth.setSession(account.session);
  return { ...account, client };
}

describe('GET and PUT /user', () => {
  it('returns the bare user for the session', async () => {
    const { client, user } = await signedInClient();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, aud: 'authenticated', app_metadata: { provider: 'email' } });
  });

  it('merges data into user_metadata, a null value deleting its key', async () => {
    const { client } = await signedInClient();
    await client.auth.updateUser({ data: { full_name: 'Ravi', city: 'Pune' } });
    const { data, error } = await client.auth.updateUser({ data: { city: null, phone_verified: true } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ravi', phone_verified: true });
  });

  it('changes the password, refuses the same one again, and ends the other sessions', async () => {
    const { client, email, password } = await signedInClient();
    const elsewhere = await gateway.client().auth.signInWithPassword({ email, password });
    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error?.code).toBe('same_password');
    const { error } = await client.auth.updateUser({ password: 'a-new-password', current_password: password });
    expect(error).toBeNull();
    const old = await gateway.client().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await gateway.client().auth.signInWithPassword({ email, password: 'a-new-password' });
    expect(fresh.error).toBeNull();
    const other = await gateway.client().auth.refreshSession({ refresh_token: elsewhere.data.session!.refresh_token });
    expect(other.error, 'the other session is gone').not.toBeNull();
  });

  it('keeps the email until the change is confirmed, refusing one that is taken (emailChange.test.ts)', async () => {
    const { client, email } = await signedInClient();
    const taken = await createSignedInUser(gateway);
    const refused = await client.auth.updateUser({ email: taken.email });
    expect(refused.error?.code).toBe('email_exists');
    const { data, error } = await client.auth.updateUser({ email: 'Renamed.User@X.in' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: 'renamed.user@x.in' });
  });
});
