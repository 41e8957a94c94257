// The team tree's data: one level (the recruits of a member) or a search, from affiliate_team, which
// only ever answers about the caller's own downline.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RankId } from '@rentals/core/ranks';

export interface TeamMember {
  affiliate_id: string;
  sponsor_id: string | null;
  full_name: string;
  status: 'active' | 'pending';
  depth: number;
  personal_rvl: number;
  team_rvl: number;
  rank: RankId | null;
  recruits: number;
}

/** Recruits are loaded this many at a time. */
export const TEAM_PAGE = 500;

export interface TeamQuery {
  month: string;
  parent?: string | null;
  search?: string | null;
  offset?: number;
}

export async function fetchTeam(client: SupabaseClient, query: TeamQuery, signal?: AbortSignal): Promise<TeamMember[]> {
  let call = client.rpc('affiliate_team', {
    _month: query.month,
    _parent: query.parent ?? null,
    _search: query.search ?? null,
    _limit: TEAM_PAGE,
    _offset: query.offset ?? 0,
  });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error || !Array.isArray(data)) throw new Error(error?.message ?? 'No team');
  return (data as TeamMember[]).map((m) => ({ ...m, personal_rvl: Number(m.personal_rvl), team_rvl: Number(m.team_rvl) }));
}
