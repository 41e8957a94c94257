import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { addIndianDays, fromIsoDate, indiaToday, settledDate, toIsoDate } from './india.ts';

describe('Indian calendar with dayjs', () => {
  it('is already tomorrow in India at 20:00 UTC', () => {
    expect(toIsoDate(indiaToday(new Date('2026-11-24T20:00:00Z')))).toBe('2026-11-25');
    expect(toIsoDate(indiaToday(new Date('2026-11-24T18:00:00Z')))).toBe('2026-11-24');
  });

  it('round-trips ISO dates and adds days across months', () => {
    const start = fromIsoDate('2026-11-24');
    expect(toIsoDate(start)).toBe('2026-11-24');
    expect(toIsoDate(start && addIndianDays(start, 183))).toBe('2027-05-26');
    expect(toIsoDate(null)).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });

  it('takes a year of fewer than four digits for one still being typed', () => {
    expect(toIsoDate(settledDate(fromIsoDate('2027-04-15')))).toBe('2027-04-15');
    expect(settledDate(dayjs('0202-04-15'))?.isValid()).toBe(false);
    expect(settledDate(null)).toBeNull();
  });
});
