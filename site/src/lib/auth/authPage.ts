// What /auth (and /portal-auth) does with a request: sign-in, sign-up and reset-link forms posted
// without JavaScript. Kept out of the page so the page stays a thin template.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MessageKey } from '../../i18n/catalogue.ts';
import type { Lang } from '../../i18n/lang.ts';
import { callbackUrl, parseAuthMode, type AuthMode } from './paths.ts';
import { requestPasswordReset, signIn, signUp, type AuthErrors, type AuthValues } from './forms.ts';

export interface AuthPageState {
  mode: AuthMode;
  values: AuthValues;
  errors: AuthErrors;
  formError?: MessageKey;
  /** A link was mailed: which one, and to whom. */
  sent: { kind: 'confirm' | 'reset'; email: string } | null;
  httpStatus: number;
}

export type AuthPageResult = { redirect: string } | AuthPageState;

/** Handles a posted form: a redirect to `next` once signed in, else what the page shows. */
export async function handleAuthPost(
  client: SupabaseClient,
  form: FormData,
  origin: string,
  next: string,
  lang: Lang = 'en',
): Promise<AuthPageResult> {
  const mode = parseAuthMode(typeof form.get('mode') === 'string' ? (form.get('mode') as string) : null);
  const email = String(form.get('email') ?? '').trim();
  const outcome =
    mode === 'signup'
      ? await signUp(client, form, callbackUrl(origin, next), lang)
      : mode === 'forgot'
        ? await requestPasswordReset(client, form, callbackUrl(origin, `/auth/reset?${new URLSearchParams({ next }).toString()}`))
        : await signIn(client, form);
  const base = { mode, values: {}, errors: {}, sent: null, httpStatus: 200 };
  switch (outcome.status) {
    case 'done':
      return { redirect: next };
    case 'check-email':
      return { ...base, sent: { kind: 'confirm', email } };
    case 'link-sent':
      return { ...base, sent: { kind: 'reset', email } };
    case 'invalid':
      return {
        ...base,
        values: outcome.values,
        errors: outcome.errors,
        ...(outcome.formError ? { formError: outcome.formError } : {}),
        httpStatus: outcome.httpStatus,
      };
  }
}
