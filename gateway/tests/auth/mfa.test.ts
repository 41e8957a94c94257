import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

async function signedIn(email?: string, password?: string) {
  const account = email && password ? { email, password } : await createSignedInUser(gateway);
  const client = gateway.client();
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw error;
  return { ...account, client };
}

describe('TOTP multi-factor authentication', () => {
  it('enrolls, challenges and verifies a factor, raising the session to aal2', async () => {
    const { client, email, password } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data!.totp!;
    expect(totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(totp.secret).toMatch(/^[A-Z2-7]+=*$/);
    const factorId = enrolled.data!.id;

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);

    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: '00000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(totp.secret) });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);

    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toMatchObject([{ id: factorId, friendly_name: 'Phone', status: 'verified', factor_type: 'totp' }]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A fresh password sign-in is aal1 and may not remove the factor or change the password.
    const second = await signedIn(email, password);
    const refusedUnenroll = await second.client.auth.mfa.unenroll({ factorId });
    expect(refusedUnenroll.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const refusedPassword = await second.client.auth.updateUser({ password: 'another-pass' });
    expect(refusedPassword.error?.code).toBe('insufficient_aal');

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal, 'back to aal1 without the factor').toBe('aal1');
  });

  it('refuses a second factor with the same name and an expired challenge', async () => {
    const { client } = await signedIn();
    const first = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');

    const factorId = first.data!.id;
    const challenge = await client.auth.mfa.challenge({ factorId });
    await gateway.db.query(`update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`, [
      challenge.data!.id,
    ]);
    const late = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(first.data!.totp!.secret) });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('does not find another user\'s factor', async () => {
    const owner = await signedIn();
    const { data } = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
    const stranger = await signedIn();
    const { error } = await stranger.client.auth.mfa.challenge({ factorId: data!.id });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
