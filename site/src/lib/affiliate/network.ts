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

/** The caller's whole network for a month in one response (affiliate_network_json); throws when it cannot be read. */
export async function fetchNetworkRows(client: SupabaseClient, month: string, signal?: AbortSignal): Promise<NetworkRow[]> {
  let call = client.rpc('affiliate_network_json', { _month: month });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error || !Array.isArray(data)) throw new Error(error?.message ?? 'No network');
  return data as NetworkRow[];
}

/** The day the month's shadow balancing is judged on (commission_as_of). */
export async function fetchAsOf(client: SupabaseClient, month: string, signal?: AbortSignal): Promise<string> {
  let call = client.rpc('commission_as_of', { _month: month });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error || typeof data !== 'string') throw new Error(error?.message ?? 'No as-of day');
  return data;
}

/** The caller's network for a month and its as-of day; throws when it cannot be read. */
export async function loadMonthNetwork(client: SupabaseClient, month: string): Promise<MonthNetwork> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  const [rows, asOf] = await Promise.all([fetchNetworkRows(client, month, signal), fetchAsOf(client, month, signal)]);
  return { month, asOf, rows };
}
