// Prerendered pages, and the home, search and listing pages, are one HTML for everyone, so the
// server cannot say who is signed in. The browser can: the session cookies are not HttpOnly (the islands read them), and their presence
// is enough to choose between "Sign in" and "My Dashboard". Nothing secret is read or kept.

/** The attribute on <html> that the shell's CSS reads: present once the browser holds a session. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** Whether a document.cookie string holds a session cookie: hasSessionIn('sb-x-auth-token=…') → true. */
export function hasSessionIn(cookies: string): boolean {
  return cookies.split(';').some((pair) => /^sb-.+-auth-token(\.\d+)?$/.test(pair.split('=')[0]!.trim()));
}

/**
 * The signed-in states a page renders its shell for: the one the server knows, or, on a page that
 * is the same for everyone (prerendered; home, search, listings), both (each marked with
 * data-session, one hidden by CSS until the browser knows).
 */
export function shellStates(signedIn: boolean, sessionFree: boolean): readonly { signedIn: boolean; mark?: 'in' | 'out' }[] {
  if (!sessionFree) return [{ signedIn }];
  return [
    { signedIn: false, mark: 'out' },
    { signedIn: true, mark: 'in' },
  ];
}
