import { describe, expect, it } from 'vitest';
import { isIndianMobile, leaseEndWithinReach, withinAYearOfToday } from './limits.ts';

describe('isIndianMobile', () => {
  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210', '919876543210'])('accepts %s', (phone) => {
    expect(isIndianMobile(phone)).toBe(true);
  });
  it.each(['12', '020-2567 8901', '5876543210', '+1 415 555 0100', '98765 4321', 'call me'])('refuses %s', (phone) => {
    expect(isIndianMobile(phone)).toBe(false);
  });
});

describe('withinAYearOfToday', () => {
  const now = new Date('2026-11-26T06:00:00Z');
  it('takes a year either side of the Indian today', () => {
    expect(withinAYearOfToday('2025-11-26', now)).toBe(true);
    expect(withinAYearOfToday('2027-11-26', now)).toBe(true);
    expect(withinAYearOfToday('2025-11-25', now)).toBe(false);
    expect(withinAYearOfToday('2001-01-01', now)).toBe(false);
  });
});

describe('leaseEndWithinReach', () => {
  it('takes an end up to five years after the start, or after the Indian today without one', () => {
    expect(leaseEndWithinReach('2031-04-15', '2026-04-15')).toBe(true);
    expect(leaseEndWithinReach('2031-04-16', '2026-04-15')).toBe(false);
    expect(leaseEndWithinReach('2029-02-28', '2024-02-29')).toBe(true);
    expect(leaseEndWithinReach('2029-03-01', '2024-02-29')).toBe(false);
    const now = new Date('2026-11-26T06:00:00Z');
    expect(leaseEndWithinReach('2031-11-26', null, now)).toBe(true);
    expect(leaseEndWithinReach('2099-12-31', null, now)).toBe(false);
  });
});
