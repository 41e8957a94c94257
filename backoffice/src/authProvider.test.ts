// @vitest-environment jsdom
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './authProvider.ts';
import { SecondFactorRequired } from './mfa.ts';

// A stand-in for supabase-js's auth surface: these tests are about the sign-in steps, not the API.
function fakeClient({
  hasFactor,
  validCode = '123456',
}: {
  hasFactor: boolean;
  validCode?: string;
}) {
  let level: 'aal1' | 'aal2' | null = null;
  const factor = { id: 'factor-1', factor_type: 'totp', status: 'verified' };
  const auth = {
    signInWithPassword: vi.fn(async ({ password }: { email: string; password: string }) => {
      if (password !== 'right') return { data: {}, error: new Error('Invalid login credentials') };
      level = 'aal1';
      return { data: {}, error: null };
    }),
    getSession: vi.fn(async () => ({ data: { session: level ? { access_token: 't' } : null } })),
    mfa: {
      getAuthenticatorAssuranceLevel: vi.fn(async () => ({
        data: { currentLevel: level, nextLevel: hasFactor && level ? 'aal2' : level },
        error: null,
      })),
      listFactors: vi.fn(async () => ({
        data: { all: hasFactor ? [factor] : [], totp: [] },
        error: null,
      })),
      challenge: vi.fn(async () => ({ data: { id: 'challenge-1' }, error: null })),
      verify: vi.fn(async ({ code }: { factorId: string; challengeId: string; code: string }) => {
        if (code !== validCode)
          return { data: null, error: new Error('Invalid TOTP code entered') };
        level = 'aal2';
        return { data: {}, error: null };
      }),
    },
  };
  return { client: { auth } as unknown as SupabaseClient, auth };
}

describe('createAuthProvider', () => {
  it('signs an account without an authenticator app in with the password alone', async () => {
    const { client } = fakeClient({ hasFactor: false });
    const provider = createAuthProvider(client);
    await expect(
      provider.login({ email: 'a@example.in', password: 'right' }),
    ).resolves.toBeUndefined();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('refuses a wrong password', async () => {
    const { client } = fakeClient({ hasFactor: true });
    await expect(
      createAuthProvider(client).login({ email: 'a@example.in', password: 'wrong' }),
    ).rejects.toThrow('Invalid login credentials');
  });

  it('asks for the code after the password when the account has a verified TOTP factor', async () => {
    const { client } = fakeClient({ hasFactor: true });
    const provider = createAuthProvider(client);
    await expect(
      provider.login({ email: 'admin@example.in', password: 'right' }),
    ).rejects.toBeInstanceOf(SecondFactorRequired);
    // A password-only session must not pass the admin guard.
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('verifies the code against the verified factor and then lets the session in', async () => {
    const { client, auth } = fakeClient({ hasFactor: true });
    const provider = createAuthProvider(client);
    await provider.login({ email: 'admin@example.in', password: 'right' }).catch(() => {});
    await provider.login({ code: '123456' });
    expect(auth.mfa.challenge).toHaveBeenCalledWith({ factorId: 'factor-1' });
    expect(auth.mfa.verify).toHaveBeenCalledWith({
      factorId: 'factor-1',
      challengeId: 'challenge-1',
      code: '123456',
    });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('keeps the session out after a wrong code', async () => {
    const { client } = fakeClient({ hasFactor: true });
    const provider = createAuthProvider(client);
    await provider.login({ email: 'admin@example.in', password: 'right' }).catch(() => {});
    await expect(provider.login({ code: '000000' })).rejects.toThrow('Invalid TOTP code entered');
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it("leaves permissions to the database (no getPermissions, which would loop react-admin's requireAuth)", () => {
    const { client } = fakeClient({ hasFactor: false });
    expect(createAuthProvider(client).getPermissions).toBeUndefined();
  });
});
