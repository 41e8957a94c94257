// Header greeting (spec 2.13): morning before 12, afternoon before 18, else evening.
import { AFTERNOON_FROM_HOUR, EVENING_FROM_HOUR } from '../constants.ts';

/** Greeting for an hour of the day (0..23): 11 → 'Good morning', 12 → 'Good afternoon', 18 → 'Good evening'. */
export function greetingForHour(hour: number): string {
  if (hour < AFTERNOON_FROM_HOUR) return 'Good morning';
  if (hour < EVENING_FROM_HOUR) return 'Good afternoon';
  return 'Good evening';
}

/** Greeting for the viewer's local time: 11:59 → 'Good morning', 12:00 → 'Good afternoon'. */
export function greetingAt(now: Date = new Date()): string {
  return greetingForHour(now.getHours());
}
