// The affiliate dashboard: standing, this month computed by core's engine on paid RVL, the rank of
// the last monthly run, active shadow power and the changes made to it (own rows only).
import type { AstroGlobal } from 'astro';
import type { SupabaseClient } from '@supabase/supabase-js';
import { membersFromRows, simulate } from '@rentals/core/simulator';
import type { RankId } from '@rentals/core/ranks';
import type { Loaded } from '../portal/loaded.ts';
import { currentMonth, loadMonthNetwork } from './network.ts';
import { loadStanding, type Standing } from './standing.ts';

export interface ShadowPowerChange {
  created_at: string;
  previous_amount: number | null;
  new_amount: number;
  notes: string | null;
}

export interface OverviewData {
  standing: Standing;
  month: string;
  personal: number;
  primary: number;
  growth: number;
  team: number;
  qualified: number;
  rank: RankId;
  percentage: number;
  next: { rank: RankId; missing: number } | null;
  earned: number;
  currentRank: { rank: RankId | null; month: string } | null;
  shadowPower: number;
  shadowHistory: ShadowPowerChange[];
}

/** Everything the dashboard shows; null data when the person has not joined. */
export async function loadOverview(client: SupabaseClient, userId: string): Promise<Loaded<OverviewData | null>> {
  const standing = await loadStanding(client, userId);
  if (standing.status === 'error' || !standing.data) return standing as Loaded<null>;
  const me = standing.data;
  try {
    const month = currentMonth();
    const [network, metrics, power, audit] = await Promise.all([
      loadMonthNetwork(client, month),
      client.from('affiliate_metrics').select('month, rank').eq('affiliate_id', me.affiliate_id).order('month', { ascending: false }).limit(1),
      client.from('affiliate_shadow_power').select('shadow_power_amount, is_active').eq('affiliate_id', me.affiliate_id).maybeSingle(),
      client.from('shadow_power_audit').select('created_at, previous_amount, new_amount, notes').eq('affiliate_id', me.affiliate_id)
        .order('created_at', { ascending: false }).limit(20),
    ]);
    if (metrics.error || power.error || audit.error) return { status: 'error', message: 'affiliate.error.load' };
    const result = simulate(membersFromRows(network.rows), me.affiliate_id, network.asOf);
    const last = metrics.data?.[0] as { month: string; rank: RankId | null } | undefined;
    return {
      status: 'ok',
      data: {
        standing: me,
        month,
        personal: result.me.personalRvl,
        primary: result.me.primaryStreamRvl,
        growth: result.me.growthStreamRvl,
        team: result.me.primaryStreamRvl + result.me.growthStreamRvl,
        qualified: result.me.qualifiedRvl,
        rank: result.me.rank,
        percentage: result.me.percentage,
        next: result.next,
        earned: result.total,
        currentRank: last ? { rank: last.rank, month: last.month } : null,
        shadowPower: power.data?.is_active ? Number(power.data.shadow_power_amount) : 0,
        shadowHistory: (audit.data ?? []).map((row) => ({
          created_at: row.created_at as string,
          previous_amount: row.previous_amount === null ? null : Number(row.previous_amount),
          new_amount: Number(row.new_amount),
          notes: (row.notes as string | null) ?? null,
        })),
      },
    };
  } catch {
    return { status: 'error', message: 'affiliate.error.load' };
  }
}

/** The dashboard page's state, or a redirect to join when the person's affiliate profile is gone. */
export async function overviewPage(Astro: AstroGlobal): Promise<Response | Loaded<OverviewData>> {
  const user = Astro.locals.user;
  if (!user) return Astro.redirect('/auth');
  const loaded = await loadOverview(Astro.locals.supabase, user.id);
  if (loaded.status === 'error') return loaded;
  if (!loaded.data) return Astro.redirect('/register/affiliate');
  return { status: 'ok', data: loaded.data };
}
