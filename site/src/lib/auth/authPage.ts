// What /auth (and /portal-auth) does with a request: sign-in, sign-up and reset-link forms posted
// without JavaScript. Kept out of the page so the page stays a thin template.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MessageKey } from '../../i18n/catalogue.ts';
import type { Lang } from '../../i18n/lang.ts';
import { callbackUrl, parseAuthMode, type AuthMode } from './paths.ts';
import { requestPasswordReset, sendSignInCode, signIn, signUp, verifySignInCode, type AuthErrors, type AuthValues } from './forms.ts';

export interface AuthPageState {
  /** `phoneCode`: a code was texted to `phone`, the form asks for it. */
  mode: AuthMode | 'phoneCode';
  values: AuthValues;
  errors: AuthErrors;
  formError?: MessageKey;
  /** A link was mailed: which one, and to whom. */
  sent: { kind: 'confirm' | 'reset'; email: string } | null;
  /** The number the code was texted to ('+919876543210'), on the code step. */
  phone?: string;
  httpStatus: number;
}

export type AuthPageResult = { redirect: string } | AuthPageState;

function submit(mode: AuthPageState['mode'], client: SupabaseClient, form: FormData, origin: string, next: string, lang: Lang) {
  switch (mode) {
    case 'phoneCode':
      return verifySignInCode(client, form);
    case 'phone':
      return sendSignInCode(client, form, lang);
    case 'signup':
      return signUp(client, form, callbackUrl(origin, next), lang);
    case 'forgot':
      return requestPasswordReset(client, form, callbackUrl(origin, `/auth/reset?${new URLSearchParams({ next }).toString()}`));
    case 'signin':
      return signIn(client, form);
  }
}

/** Handles a posted form: a redirect to `next` once signed in, else what the page shows. */
export async function handleAuthPost(
  client: SupabaseClient,
  form: FormData,
  origin: string,
  next: string,
  lang: Lang = 'en',
): Promise<AuthPageResult> {
  const posted = typeof form.get('mode') === 'string' ? (form.get('mode') as string) : null;
  const mode: AuthPageState['mode'] = posted === 'phoneCode' ? 'phoneCode' : parseAuthMode(posted);
  const email = String(form.get('email') ?? '').trim();
  const outcome = await submit(mode, client, form, origin, next, lang);
  const base = { mode, values: {}, errors: {}, sent: null, httpStatus: 200 };
  switch (outcome.status) {
    case 'done':
      return { redirect: next };
    case 'check-email':
      return { ...base, sent: { kind: 'confirm', email } };
    case 'link-sent':
      return { ...base, sent: { kind: 'reset', email } };
    case 'code-sent':
      return { ...base, mode: 'phoneCode', phone: outcome.phone };
    case 'invalid':
      return {
        ...base,
        // A wrong code keeps the code step, for the same number.
        ...(mode === 'phoneCode' ? { phone: String(form.get('phone') ?? '') } : {}),
        values: outcome.values,
        errors: outcome.errors,
        ...(outcome.formError ? { formError: outcome.formError } : {}),
        httpStatus: outcome.httpStatus,
      };
  }
}
