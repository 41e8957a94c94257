// The admin settings in effect at an instant, read back from the seeded audit trails exactly as
// private.shadow_power_as_of and private.shadow_balancing_as_of read them for a month's run.
import type { Row } from './rows.ts';

const at = (row: Row) => Date.parse(row.created_at as string);
const chronological = (x: Row, y: Row) => at(x) - at(y) || ((x.id as string) < (y.id as string) ? -1 : 1);

/** Audit rows per key, oldest first. */
export function trails(rows: readonly Row[], key: string): Map<string, Row[]> {
  const byKey = new Map<string, Row[]>();
  for (const row of [...rows].sort(chronological)) {
    const list = byKey.get(row[key] as string) ?? [];
    list.push(row);
    byKey.set(row[key] as string, list);
  }
  return byKey;
}

function around(trail: readonly Row[] | undefined, instant: number): { before?: Row; after?: Row } {
  const list = trail ?? [];
  return { before: list.filter((row) => at(row) < instant).at(-1), after: list.find((row) => at(row) >= instant) };
}

export function shadowPowerAsOf(trail: readonly Row[] | undefined, instant: number, current: number): number {
  const { before, after } = around(trail, instant);
  if (before) return Number(before.new_amount);
  if (after) return Number(after.previous_amount ?? 0);
  return current;
}

export function shadowBalancingAsOf(
  trail: readonly Row[] | undefined, instant: number, current: { start: string; end: string } | null,
): { start: string; end: string } | null {
  const { before, after } = around(trail, instant);
  if (before) return before.action === 'disabled' ? null : { start: before.start_date as string, end: before.end_date as string };
  if (after) {
    if (after.action === 'enabled') return null;
    return { start: after.action === 'modified' ? (after.start_date as string) : '-infinity', end: after.previous_end_date as string };
  }
  return current;
}
