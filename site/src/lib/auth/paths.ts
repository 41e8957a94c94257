// The addresses of signing in and where people land afterwards.
import { sameSitePath } from '../sameSitePath.ts';

export const AUTH_PATH = '/auth';
/** Where a person lands after signing in when no page asked for them: their portal dispatcher. */
export const AFTER_SIGN_IN = '/portal';
/** Pages that make no sense to come back to once signed in. */
const NOT_AFTER_SIGN_IN = ['/auth', '/portal-auth', '/language'];

/** What /auth shows: `phone` signs in (or up) with a mobile number and a texted code. */
export type AuthMode = 'signin' | 'signup' | 'forgot' | 'phone';
export const AUTH_MODES: readonly AuthMode[] = ['signin', 'signup', 'forgot', 'phone'];

/** Where to go after signing in: afterSignIn('/property/7') === '/property/7'; afterSignIn('//x') === '/portal'. */
export function afterSignIn(next: string | null | undefined): string {
  return sameSitePath(next, AFTER_SIGN_IN, NOT_AFTER_SIGN_IN);
}

/** The sign-in page that brings the person back: signInHref('/property/7') === '/auth?next=%2Fproperty%2F7'. */
export function signInHref(next: string, mode: AuthMode = 'signin'): string {
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  const target = afterSignIn(next);
  if (target !== AFTER_SIGN_IN) params.set('next', target);
  const query = params.toString();
  return query ? `${AUTH_PATH}?${query}` : AUTH_PATH;
}

/** The mode a query names, sign-in for anything else. */
export function parseAuthMode(value: string | null): AuthMode {
  return (AUTH_MODES as readonly string[]).includes(value ?? '') ? (value as AuthMode) : 'signin';
}

/** What an emailed link confirms, when the callback says more than "signed in": an email change. */
export type CallbackFlow = 'email_change';

/**
 * Where an emailed link returns to: the callback exchanges its code, then goes on to `next`:
 * callbackUrl('https://rentals.in', '/portal') === 'https://rentals.in/auth/callback?next=%2Fportal'.
 */
export function callbackUrl(origin: string, next: string, flow?: CallbackFlow): string {
  return `${origin}${AUTH_PATH}/callback?${new URLSearchParams({ next, ...(flow ? { flow } : {}) }).toString()}`;
}
