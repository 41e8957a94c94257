// Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so results do not depend on the machine's zone.

const DAY_MS = 86_400_000;

/** Today on the Indian clock: '2026-11-21'. */
export function todayIst(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** First day of the month `offset` months from date's month: ('2026-11-21', -1) → '2026-10-01'. */
export function monthStart(date: string, offset = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** A moment on that day on the Indian clock: ('2026-11-21', 9, 30) → '2026-11-21T09:30:00+05:30'. */
export function atIst(date: string, hour: number, minute = 0): string {
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
