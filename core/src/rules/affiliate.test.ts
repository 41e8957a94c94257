import { describe, expect, it } from 'vitest';
import { affiliateStatus, filterAffiliates, invitePath, isAffiliate, normaliseAffiliateCode } from './affiliate.ts';
import { isOneTimeCodeComplete, sanitizeOneTimeCode } from './otp.ts';

describe('affiliate status', () => {
  it.each([
    [{ status: 'active' }, null, 'active', true],
    [{ status: 'pending' }, null, 'pending', true],
    [null, { affiliate_id: 'AFF10023' }, 'active', true],
    [{ status: null }, { affiliate_id: 'AFF10023' }, 'active', true],
    [null, null, null, false],
  ] as const)('%j + %j → %s', (profile, registration, status, affiliate) => {
    expect(affiliateStatus(profile, registration)).toBe(status);
    expect(isAffiliate(profile, registration)).toBe(affiliate);
  });
});

describe('shadow power affiliate list', () => {
  const list = [
    { full_name: 'Asha Rao', affiliate_id: 'AFF10023', email: 'asha@example.in', status: 'active' },
    { full_name: 'Vikram Shah', affiliate_id: 'AFF10024', email: 'vik@example.in', status: 'active' },
    { full_name: 'Asha Menon', affiliate_id: 'AFF10025', email: 'menon@example.in', status: 'pending' },
  ];
  it.each([
    ['', ['AFF10023', 'AFF10024']],
    ['asha', ['AFF10023']],
    ['aff10024', ['AFF10024']],
    ['VIK@EXAMPLE', ['AFF10024']],
    ['menon', []],
  ] as const)('%j → %j', (query, ids) => {
    expect(filterAffiliates(list, query).map((a) => a.affiliate_id)).toEqual(ids);
  });
});

describe('one-time code', () => {
  it.each([
    ['12a34 5', 6, '12345', false],
    ['1234567', 6, '123456', true],
    ['', 6, '', false],
  ] as const)('%j (length %s) → %j', (value, length, code, complete) => {
    expect(sanitizeOneTimeCode(value, length)).toBe(code);
    expect(isOneTimeCodeComplete(value, length)).toBe(complete);
  });
});

describe('invitations', () => {
  it('links to the invite page with the member code', () => {
    expect(invitePath('AFF10023')).toBe('/affiliate/invite-only?ref=AFF10023');
  });

  it('normalises codes and drops anything that is not one', () => {
    expect(normaliseAffiliateCode(' aff10023 ')).toBe('AFF10023');
    expect(normaliseAffiliateCode('')).toBeNull();
    expect(normaliseAffiliateCode('<script>')).toBeNull();
    expect(normaliseAffiliateCode(null)).toBeNull();
  });
});
