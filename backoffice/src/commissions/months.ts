import { addMonths, monthStart, todayIso } from '@rentals/core/dates';

/** The months an admin may run, newest first: this month on the Indian calendar and the `count - 1` before it. */
export function recentMonths(today: string = todayIso(), count = 12): string[] {
  const current = monthStart(today);
  return Array.from({ length: count }, (_, i) => addMonths(current, -i));
}

/** The month a run usually closes: the one before this month. */
export function defaultRunMonth(months: readonly string[]): string {
  return (months[1] ?? months[0]) as string;
}
