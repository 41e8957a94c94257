import { describe, expect, it } from 'vitest';
import { afterSignIn, callbackUrl, parseAuthMode, signInHref } from './paths.ts';

describe('afterSignIn', () => {
  it.each([
    ['/property/7', '/property/7'],
    ['/properties?city=Pune&bhk=2', '/properties?city=Pune&bhk=2'],
    ['/portal/user/saved', '/portal/user/saved'],
  ])('keeps %s', (next, expected) => expect(afterSignIn(next)).toBe(expected));

  it.each([[null], [''], ['https://evil.example/'], ['//evil.example'], ['/auth'], ['/auth/reset'], ['/portal-auth'], ['/language?to=hi']])(
    'sends %s to the portal',
    (next) => expect(afterSignIn(next)).toBe('/portal'),
  );
});

describe('signInHref', () => {
  it('carries the page to come back to, and leaves the default out', () => {
    expect(signInHref('/property/7')).toBe('/auth?next=%2Fproperty%2F7');
    expect(signInHref('/property/7?tab=visit#visit', 'signup')).toBe('/auth?mode=signup&next=%2Fproperty%2F7%3Ftab%3Dvisit%23visit');
    expect(signInHref('/portal')).toBe('/auth');
  });
});

describe('parseAuthMode and callbackUrl', () => {
  it('reads the mode, sign-in by default', () => {
    expect(parseAuthMode('signup')).toBe('signup');
    expect(parseAuthMode('forgot')).toBe('forgot');
    expect(parseAuthMode('phone')).toBe('phone');
    expect(parseAuthMode('phoneCode')).toBe('signin');
    expect(parseAuthMode('reset')).toBe('signin');
    expect(parseAuthMode(null)).toBe('signin');
  });
  it('builds the callback address of emailed links', () => {
    expect(callbackUrl('http://localhost:4321', '/auth/reset')).toBe('http://localhost:4321/auth/callback?next=%2Fauth%2Freset');
    expect(callbackUrl('http://localhost:4321', '/portal/user/settings', 'email_change'))
      .toBe('http://localhost:4321/auth/callback?next=%2Fportal%2Fuser%2Fsettings&flow=email_change');
  });
});
