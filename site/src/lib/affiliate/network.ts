// The month an affiliate looks at and their network in it: affiliate_network and commission_as_of,
// the same inputs the monthly run computes from (computed here by core's simulator).
import type { SupabaseClient } from '@supabase/supabase-js';
import { monthStart, todayIso } from '@rentals/core/dates';
import type { NetworkRow } from '@rentals/core/simulator';
import { PORTAL_READ_TIMEOUT_MS } from '../portal/loaded.ts';

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
  const [network, asOf] = await Promise.all([
    client.rpc('affiliate_network', { _month: month }).abortSignal(signal),
    client.rpc('commission_as_of', { _month: month }).abortSignal(signal),
  ]);
  if (network.error || !network.data) throw new Error(network.error?.message ?? 'No network');
  if (asOf.error || typeof asOf.data !== 'string') throw new Error(asOf.error?.message ?? 'No as-of day');
  return { month, asOf: asOf.data, rows: network.data };
}
