import { describe, expect, it } from 'vitest';
import { isIndianMobile, withinAYearOfToday } from './limits.ts';

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
