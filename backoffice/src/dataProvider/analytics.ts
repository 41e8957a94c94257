import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

/** The object admin_analytics() returns. */
export interface Analytics {
  listings_by_city: { city: string; listings: number }[];
  application_funnel: { status: string; applications: number }[];
  /** Twelve months, oldest first; month is its first day ('2026-11-01'). */
  rvl_by_month: { month: string; collected: number }[];
  brokers_by_rank: { rank: string; brokers: number }[];
}

export interface AnalyticsMethods {
  getAnalytics: () => Promise<Analytics>;
}

export function analyticsMethods(client: ConsoleClient): AnalyticsMethods {
  return { getAnalytics: () => callRpc<Analytics>(client, 'admin_analytics') };
}
