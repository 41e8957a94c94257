import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import { needsSecondFactor, SecondFactorRequired, verifyTotpCode } from './mfa.ts';

export type LoginParams = { email: string; password: string } | { code: string };

/**
 * ra-supabase's auth provider with a second step: an account with a verified TOTP factor is not
 * signed in until its code raises the session to aal2. The database grants admin powers only at
 * aal2, so a password-only session must not reach the admin screens.
 */
export function createAuthProvider(client: SupabaseClient): AuthProvider {
  const base = supabaseAuthProvider(client, {
    getIdentity: async (user) => ({
      id: user.id,
      fullName: (user.user_metadata?.full_name as string | undefined) ?? user.email ?? '',
    }),
  });
  // Roles are checked by the database, not here. ra-supabase's getPermissions resolves at once when
  // not configured, which with requireAuth sends react-admin into thousands of logout redirects
  // before the login page shows (its useLogout store-reset race), so it is left out.
  const { getPermissions: _noPermissions, ...rest } = base;
  return {
    ...rest,
    async login(params: LoginParams) {
      if ('code' in params) return verifyTotpCode(client, params.code);
      await base.login(params);
      if (await needsSecondFactor(client)) throw new SecondFactorRequired();
    },
    async checkAuth(params) {
      await base.checkAuth(params);
      // Rejecting sends the user back to the login page, which starts again from the password.
      if (await needsSecondFactor(client)) throw { message: false };
    },
  };
}
