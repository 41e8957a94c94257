import type { ConsoleClient } from '../supabase.ts';
import { ApiError } from './rpc.ts';

export interface ShadowPowerRecord {
  affiliate_id: string;
  shadow_power_amount: number | string;
  is_active: boolean;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface AffiliateRow {
  id: string;
  user_id: string;
  affiliate_id: string;
  full_name: string;
  email: string | null;
  status: string;
  /** The affiliate's shadow power record, active or not (it pre-fills the dialog). */
  shadow_power: ShadowPowerRecord | null;
}

export interface ShadowPowerMethods {
  /** Active affiliates whose name, affiliate ID or email contains the search (at most 100), by name. */
  listAffiliates: (search: string) => Promise<AffiliateRow[]>;
  /** Active shadow powers, newest first, with the affiliate's name. */
  listActiveShadowPowers: () => Promise<
    (ShadowPowerRecord & { full_name: string | null; email: string | null })[]
  >;
}

const LIMIT = 100;

/** A PostgREST logic-tree value in double quotes, so commas and brackets typed in a search stay text. */
function quoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function unwrap<T>(result: { data: unknown; error: { message: string; code?: string } | null }): T {
  if (result.error) throw new ApiError(result.error.message, result.error.code);
  return result.data as T;
}

export function shadowPowerMethods(client: ConsoleClient): ShadowPowerMethods {
  const recordsOf = async (ids: string[]) =>
    ids.length === 0
      ? []
      : unwrap<ShadowPowerRecord[]>(
          await client
            .from('affiliate_shadow_power')
            .select('affiliate_id,shadow_power_amount,is_active,notes,created_at,updated_at')
            .in('affiliate_id', ids),
        );
  return {
    async listAffiliates(search) {
      let query = client
        .from('affiliate_profiles')
        .select('id,user_id,affiliate_id,full_name,email,status')
        .eq('status', 'active');
      const term = search.trim();
      if (term) {
        const like = quoted(`*${term}*`);
        query = query.or(`full_name.ilike.${like},affiliate_id.ilike.${like},email.ilike.${like}`);
      }
      const affiliates = unwrap<Omit<AffiliateRow, 'shadow_power'>[]>(
        await query.order('full_name').limit(LIMIT),
      );
      const records = await recordsOf(affiliates.map((a) => a.affiliate_id));
      return affiliates.map((a) => ({
        ...a,
        shadow_power: records.find((r) => r.affiliate_id === a.affiliate_id) ?? null,
      }));
    },
    async listActiveShadowPowers() {
      const records = unwrap<ShadowPowerRecord[]>(
        await client
          .from('affiliate_shadow_power')
          .select('affiliate_id,shadow_power_amount,is_active,notes,created_at,updated_at')
          .eq('is_active', true)
          .order('updated_at', { ascending: false })
          .limit(LIMIT),
      );
      if (records.length === 0) return [];
      const names = unwrap<{ affiliate_id: string; full_name: string; email: string | null }[]>(
        await client
          .from('affiliate_profiles')
          .select('affiliate_id,full_name,email')
          .in(
            'affiliate_id',
            records.map((r) => r.affiliate_id),
          ),
      );
      return records.map((r) => {
        const who = names.find((n) => n.affiliate_id === r.affiliate_id);
        return { ...r, full_name: who?.full_name ?? null, email: who?.email ?? null };
      });
    },
  };
}
