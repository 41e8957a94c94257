import { forRaSupabase, type ConsoleClient } from './supabase.ts';
import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import { isConsoleLocale, type ConsoleLocale } from './i18n/i18nProvider.ts';
import {
  enrolTotp,
  EnrolmentRequired,
  needsEnrolment,
  needsSecondFactor,
  SecondFactorRequired,
  verifyTotpCode,
  type TotpEnrolment,
} from './mfa.ts';

/**
 * The language the admin chose on their profile, which the console starts in until they pick one
 * here. Unknown (no choice, or the profile not readable) leaves the console in English.
 */
async function preferredLanguage(
  client: ConsoleClient,
  userId: string,
): Promise<ConsoleLocale | undefined> {
  try {
    const { data } = await client
      .from('profiles')
      .select('preferred_language')
      .eq('user_id', userId)
      .maybeSingle();
    const language: unknown = data?.preferred_language;
    return isConsoleLocale(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

export type LoginParams =
  { email: string; password: string } | { code: string; factor_id?: string };

/** react-admin's auth provider plus the step that sets up an authenticator app for an admin. */
export interface ConsoleAuthProvider extends AuthProvider {
  enrolTotp: () => Promise<TotpEnrolment>;
}

/**
 * ra-supabase's auth provider with a second step: an account with a verified TOTP factor is not
 * signed in until its code raises the session to aal2, and an admin without one sets it up first.
 * The database grants admin powers only at aal2, so a password-only session must not reach the
 * admin screens.
 */
export function createAuthProvider(client: ConsoleClient): ConsoleAuthProvider {
  const base = supabaseAuthProvider(forRaSupabase(client), {
    getIdentity: async (user) => ({
      id: user.id,
      fullName: (user.user_metadata?.full_name as string | undefined) ?? user.email ?? '',
      language: await preferredLanguage(client, user.id),
    }),
  });
  // Roles are checked by the database, not here. ra-supabase's getPermissions resolves at once when
  // not configured, which with requireAuth sends react-admin into thousands of logout redirects
  // before the login page shows (its useLogout store-reset race), so it is left out.
  const { getPermissions: _noPermissions, ...rest } = base;
  return {
    ...rest,
    async login(params: LoginParams) {
      if ('code' in params) return verifyTotpCode(client, params.code, params.factor_id);
      await base.login(params);
      if (await needsSecondFactor(client)) throw new SecondFactorRequired();
      if (await needsEnrolment(client)) throw new EnrolmentRequired();
    },
    async checkAuth(params) {
      await base.checkAuth(params);
      // Rejecting sends the user back to the login page, which starts again from the password.
      if ((await needsSecondFactor(client)) || (await needsEnrolment(client)))
        throw { message: false };
    },
    // Only this browser's session ends: the admin's sessions elsewhere stay signed in.
    async logout() {
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) throw error;
    },
    enrolTotp: () => enrolTotp(client),
  };
}
