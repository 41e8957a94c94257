// The month an affiliate looks at and their network in it: affiliate_network and commission_as_of,
// the same inputs the monthly run computes from (computed here by core's simulator).
import type { SupabaseClient } from '@supabase/supabase-js';
import { monthStart, todayIso } from '@rentals/core/dates';
import type { NetworkRow } from '@rentals/core/simulator';
import { PORTAL_READ_TIMEOUT_MS } from '../portal/loaded.ts';
import { readAll } from './readAll.ts';

export interface MonthNetwork {
  month: string;
  asOf: string;
  rows: NetworkRow[];
}

/** This month on the Indian calendar: '2026-11-01'. */
export function currentMonth(now: Date = new Date()): string {
  return monthStart(todayIso(now));
}

/** The caller's network for a month; throws when it cannot be read. */
export async function loadMonthNetwork(client: SupabaseClient, month: string): Promise<MonthNetwork> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  const [rows, asOf] = await Promise.all([
    // affiliate_network orders by depth and code, so pages neither skip nor repeat a member.
    readAll<NetworkRow>((from, to) => client.rpc('affiliate_network', { _month: month }).range(from, to).abortSignal(signal)),
    client.rpc('commission_as_of', { _month: month }).abortSignal(signal),
  ]);
  if (asOf.error || typeof asOf.data !== 'string') throw new Error(asOf.error?.message ?? 'No as-of day');
  return { month, asOf: asOf.data, rows };
}
