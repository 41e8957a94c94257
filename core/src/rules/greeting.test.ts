import { describe, expect, it } from 'vitest';
import { greetingAt, greetingForHour } from './greeting.ts';

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
