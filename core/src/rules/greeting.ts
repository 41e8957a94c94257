// Header greeting (spec 2.13): morning before 12, afternoon before 18, else evening.
import { AFTERNOON_FROM_HOUR, EVENING_FROM_HOUR, IST_OFFSET_MINUTES } from '../constants.ts';

export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

const GREETINGS: Record<GreetingPeriod, string> = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};

/** Part of the day for an hour (0..23): 11 → 'morning', 12 → 'afternoon', 18 → 'evening'. */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour < AFTERNOON_FROM_HOUR) return 'morning';
  if (hour < EVENING_FROM_HOUR) return 'afternoon';
  return 'evening';
}

/** Greeting for an hour of the day (0..23): 11 → 'Good morning', 12 → 'Good afternoon', 18 → 'Good evening'. */
export function greetingForHour(hour: number): string {
  return GREETINGS[greetingPeriod(hour)];
}

/** Greeting for the viewer's local time: 11:59 → 'Good morning', 12:00 → 'Good afternoon'. */
export function greetingAt(now: Date = new Date()): string {
  return greetingForHour(now.getHours());
}

/** The hour on the Indian clock, wherever the server runs: 06:29 UTC → 11, 06:30 UTC → 12. */
export function indianHour(now: Date = new Date()): number {
  return Math.floor(((now.getTime() / 60_000 + IST_OFFSET_MINUTES) % 1440 + 1440) % 1440 / 60);
}

/** Part of the day in India: 06:30 UTC → 'afternoon' (12:00 IST), 12:30 UTC → 'evening' (18:00 IST). */
export function greetingPeriodInIndia(now: Date = new Date()): GreetingPeriod {
  return greetingPeriod(indianHour(now));
}
