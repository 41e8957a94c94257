// @vitest-environment jsdom
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './authProvider.ts';
import { EnrolmentRequired, SecondFactorRequired } from './mfa.ts';

// A stand-in for supabase-js's auth surface: these tests are about the sign-in steps, not the API.
function fakeClient({
  hasFactor,
  validCode = '123456',
  admin = false,
}: {
  hasFactor: boolean;
  validCode?: string;
  admin?: boolean;
}) {
  let level: 'aal1' | 'aal2' | null = null;
  const factor = { id: 'factor-1', factor_type: 'totp', status: 'verified' };
  const rpc = vi.fn(async (fn: string, args: { _user_id: string; _role: string }) => ({
    data: fn === 'has_role' && args._user_id === 'user-1' && args._role === 'admin' && admin,
    error: null,
  }));
  const auth = {
    signInWithPassword: vi.fn(async ({ password }: { email: string; password: string }) => {
      if (password !== 'right') return { data: {}, error: new Error('Invalid login credentials') };
      level = 'aal1';
      return { data: {}, error: null };
    }),
    getSession: vi.fn(async () => ({
      data: { session: level ? { access_token: 't', user: { id: 'user-1' } } : null },
    })),
    signOut: vi.fn(async (_options: { scope: string }) => ({ error: null })),
    mfa: {
      getAuthenticatorAssuranceLevel: vi.fn(async () => ({
        data: { currentLevel: level, nextLevel: hasFactor && level ? 'aal2' : level },
        error: null,
      })),
      listFactors: vi.fn(async () => ({
        data: { all: hasFactor ? [factor] : [], totp: [] },
        error: null,
      })),
      enroll: vi.fn(async () => ({
        data: {
          id: 'factor-new',
          totp: { qr_code: 'data:image/svg+xml;utf-8,qr', secret: 'SECRET' },
        },
        error: null,
      })),
      unenroll: vi.fn(async () => ({ data: {}, error: null })),
      challenge: vi.fn(async () => ({ data: { id: 'challenge-1' }, error: null })),
      verify: vi.fn(async ({ code }: { factorId: string; challengeId: string; code: string }) => {
        if (code !== validCode)
          return { data: null, error: new Error('Invalid TOTP code entered') };
        level = 'aal2';
        return { data: {}, error: null };
      }),
    },
  };
  return { client: { auth, rpc } as unknown as SupabaseClient, auth, rpc };
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

  it('sends an admin without an authenticator app to set one up, and lets them in after its first code', async () => {
    const { client, auth } = fakeClient({ hasFactor: false, admin: true });
    const provider = createAuthProvider(client) as ReturnType<typeof createAuthProvider>;
    await expect(
      provider.login({ email: 'new.admin@example.in', password: 'right' }),
    ).rejects.toBeInstanceOf(EnrolmentRequired);
    await expect(provider.checkAuth({}), 'no admin screens before the set-up').rejects.toEqual({
      message: false,
    });
    await expect(provider.enrolTotp()).resolves.toEqual({
      factor_id: 'factor-new',
      qr_code: 'data:image/svg+xml;utf-8,qr',
      secret: 'SECRET',
    });
    await provider.login({ code: '123456', factor_id: 'factor-new' });
    expect(auth.mfa.challenge).toHaveBeenCalledWith({ factorId: 'factor-new' });
  });

  it('lets a person without the admin role in with the password alone (the console then denies access)', async () => {
    const { client } = fakeClient({ hasFactor: false, admin: false });
    const provider = createAuthProvider(client);
    await expect(
      provider.login({ email: 'tenant@example.in', password: 'right' }),
    ).resolves.toBeUndefined();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('signs out this browser only, and reports a failed sign-out', async () => {
    const { client, auth } = fakeClient({ hasFactor: false });
    const provider = createAuthProvider(client);
    await provider.logout({});
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    auth.signOut.mockResolvedValueOnce({ error: new Error('network down') } as never);
    await expect(provider.logout({})).rejects.toThrow('network down');
  });

  it("tells the console the admin's profile language, and none when the profile has none or cannot be read", async () => {
    const withProfile = (profile: { preferred_language: string | null } | Error) => {
      const { client } = fakeClient({ hasFactor: false });
      const eq = vi.fn((_column: string, _value: string) => ({
        maybeSingle: async () =>
          profile instanceof Error ? { data: null, error: profile } : { data: profile, error: null },
      }));
      Object.assign(client.auth, {
        getUser: async () => ({ data: { user: { id: 'user-1', email: 'meera@example.in' } } }),
      });
      Object.assign(client, { from: (_table: string) => ({ select: () => ({ eq }) }) });
      return { provider: createAuthProvider(client), eq };
    };
    const hindi = withProfile({ preferred_language: 'hi' });
    await expect(hindi.provider.getIdentity?.()).resolves.toMatchObject({
      id: 'user-1',
      fullName: 'meera@example.in',
      language: 'hi',
    });
    expect(hindi.eq).toHaveBeenCalledWith('user_id', 'user-1');
    for (const profile of [{ preferred_language: null }, new Error('permission denied')]) {
      const identity = await withProfile(profile).provider.getIdentity?.();
      expect(identity?.language).toBeUndefined();
    }
  });
});
