import { describe, expect, it } from 'vitest';
import { greetingAt, greetingForHour, greetingPeriodInIndia, indianHour } from './greeting.ts';

describe('greeting', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 59, 'Good afternoon'],
    [18, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ] as const)('%s:%s → %s', (hour, minute, greeting) => {
    expect(greetingAt(new Date(2025, 0, 15, hour, minute))).toBe(greeting);
    expect(greetingForHour(hour)).toBe(greeting);
  });
});

describe('greeting in India', () => {
  it.each([
    ['2026-11-24T18:29:00Z', 23, 'evening'],
    ['2026-11-24T18:30:00Z', 0, 'morning'],
    ['2026-11-24T06:29:00Z', 11, 'morning'],
    ['2026-11-24T06:30:00Z', 12, 'afternoon'],
    ['2026-11-24T12:29:00Z', 17, 'afternoon'],
    ['2026-11-24T12:30:00Z', 18, 'evening'],
  ] as const)('%s is %s o’clock in India: %s', (instant, hour, period) => {
    expect(indianHour(new Date(instant))).toBe(hour);
    expect(greetingPeriodInIndia(new Date(instant))).toBe(period);
  });
});
