import { addMonths, monthStart, todayIso } from '@rentals/core/dates';

/**
 * The months an admin may run, newest first: the `count` completed months before this month on the
 * Indian calendar (a month in progress cannot be run: its RVL is not all in).
 */
export function recentMonths(today: string = todayIso(), count = 12): string[] {
  const current = monthStart(today);
  return Array.from({ length: count }, (_, i) => addMonths(current, -i - 1));
}

/** The month a run usually closes: the last completed one. */
export function defaultRunMonth(months: readonly string[]): string {
  return months[0] as string;
}
