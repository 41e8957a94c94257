import { describe, expect, it } from 'vitest';
import { hasSessionIn, shellStates } from './sessionHint.ts';

describe('hasSessionIn', () => {
  it('finds a session cookie, whole or in chunks, among others', () => {
    expect(hasSessionIn('lang=hi; sb-127-auth-token=base64-abc')).toBe(true);
    expect(hasSessionIn('sb-localhost-auth-token.0=base64-a; sb-localhost-auth-token.1=b')).toBe(true);
  });

  it('finds none where there are only other cookies', () => {
    expect(hasSessionIn('')).toBe(false);
    expect(hasSessionIn('lang=en; sb-x-auth-token-code-verifier=abc')).toBe(false);
    expect(hasSessionIn('theme=sb-x-auth-token')).toBe(false);
  });
});

describe('shellStates', () => {
  it('renders the state the server knows on a rendered page', () => {
    expect(shellStates(true, false)).toEqual([{ signedIn: true }]);
    expect(shellStates(false, false)).toEqual([{ signedIn: false }]);
  });

  it('renders both states, marked, on a prerendered page', () => {
    expect(shellStates(false, true)).toEqual([
      { signedIn: false, mark: 'out' },
      { signedIn: true, mark: 'in' },
    ]);
  });
});
