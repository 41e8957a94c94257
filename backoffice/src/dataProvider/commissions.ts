import type { ConsoleClient } from '../supabase.ts';
import { ApiError, callRpc } from './rpc.ts';

/** A member whose rank changes: `null` is no computed rank (paid as Starter). */
export interface RankChange {
  name: string;
  from: string | null;
  to: string | null;
}

/** What a run changed, or for a preview would change (db/src/commissions/changes.ts). */
export interface RunChanges {
  commissions: { added: number; replaced: number; removed: number; unchanged: number };
  ranks: {
    first_ranked: number;
    month_changed: number;
    /** At most 200 names; `month_changed` counts them all. */
    month: RankChange[];
    current_changed: number;
    current: RankChange[];
  };
}

/** What the worker records when a run is done (db/src/commissions/run.ts). */
export interface CommissionRunSummary {
  month: string;
  members: number;
  ranks_changed: number;
  payments: number;
  unattributed: number;
  unattributed_rvl: number;
  commissions: number;
  total_amount: number;
  /** Runs recorded before the worker reported its changes have none. */
  changes?: RunChanges;
}

export interface CommissionRun {
  id: string;
  month: string;
  /** A preview computes what a run would change and writes nothing. */
  kind: 'run' | 'preview';
  status: 'requested' | 'running' | 'done' | 'failed';
  error: string | null;
  summary: CommissionRunSummary | null;
  created_at: string;
  updated_at: string;
}

export interface CommissionRow {
  id: string;
  month_year: string;
  affiliate_id: string | null;
  broker_id: string | null;
  level: number;
  commission_type: 'personal' | 'differential';
  percentage: number | string;
  amount: number | string;
  status: 'pending' | 'paid';
  paid_at: string | null;
  /** The beneficiary's name (affiliate profile, else broker). */
  full_name: string | null;
}

export type CommissionFilter = 'all' | 'pending' | 'paid';

export interface CommissionPage {
  rows: CommissionRow[];
  total: number;
}

export interface CommissionsMethods {
  /** Asks for a completed month's run ('2026-10-01'); the worker computes it (one outstanding request a month). */
  runMonthlyCommissions(month: string): Promise<CommissionRun>;
  /** Asks for a preview of a completed month's run: what it would change, written nowhere. */
  previewMonthlyCommissions(month: string): Promise<CommissionRun>;
  /** One run or preview, as the worker has left it so far. */
  getCommissionRun(id: string): Promise<CommissionRun>;
  /** The month's runs (previews aside), newest first (at most 5). */
  listCommissionRuns(month: string): Promise<CommissionRun[]>;
  /** One page of the month's commission rows, biggest first, with the beneficiary's name; `affiliate` narrows by affiliate ID. */
  listMonthCommissions(
    month: string,
    filter: CommissionFilter,
    page: number,
    perPage: number,
    affiliate?: string,
  ): Promise<CommissionPage>;
  /** Marks commission rows paid (pending → paid only; a repeat changes nothing). */
  markCommissionsPaid(ids: string[]): Promise<CommissionRow[]>;
}

function unwrap<T>(result: { data: unknown; error: { message: string; code?: string } | null }): T {
  if (result.error) throw new ApiError(result.error.message, result.error.code);
  return result.data as T;
}

const RUN_COLUMNS = 'id,month,kind,status,error,summary,created_at,updated_at';

const COLUMNS =
  'id,month_year,affiliate_id,broker_id,level,commission_type,percentage,amount,status,paid_at';

export function commissionsMethods(client: ConsoleClient): CommissionsMethods {
  const namesOf = async (rows: Omit<CommissionRow, 'full_name'>[]) => {
    const affiliates = [
      ...new Set(rows.map((r) => r.affiliate_id).filter((id): id is string => Boolean(id))),
    ];
    const brokers = [
      ...new Set(
        rows.filter((r) => !r.affiliate_id && r.broker_id).map((r) => r.broker_id as string),
      ),
    ];
    const [a, b] = await Promise.all([
      affiliates.length
        ? unwrap<{ affiliate_id: string; full_name: string }[]>(
            await client
              .from('affiliate_profiles')
              .select('affiliate_id,full_name')
              .in('affiliate_id', affiliates),
          )
        : [],
      brokers.length
        ? unwrap<{ id: string; name: string }[]>(
            await client.from('brokers').select('id,name').in('id', brokers),
          )
        : [],
    ]);
    const names = new Map<string, string>([
      ...a.map((r) => [`a:${r.affiliate_id}`, r.full_name] as const),
      ...b.map((r) => [`b:${r.id}`, r.name] as const),
    ]);
    return rows.map((r) => ({
      ...r,
      full_name: names.get(r.affiliate_id ? `a:${r.affiliate_id}` : `b:${r.broker_id}`) ?? null,
    }));
  };
  return {
    runMonthlyCommissions: (month) => callRpc(client, 'run_monthly_commissions', { _month: month }),
    previewMonthlyCommissions: (month) =>
      callRpc(client, 'preview_monthly_commissions', { _month: month }),
    async getCommissionRun(id) {
      return unwrap<CommissionRun>(
        await client.from('commission_runs').select(RUN_COLUMNS).eq('id', id).single(),
      );
    },
    async listCommissionRuns(month) {
      return unwrap<CommissionRun[]>(
        await client
          .from('commission_runs')
          .select(RUN_COLUMNS)
          .eq('month', month)
          .eq('kind', 'run')
          .order('created_at', { ascending: false })
          .limit(5),
      );
    },
    async listMonthCommissions(month, filter, page, perPage, affiliate = '') {
      let query = client
        .from('managed_rental_commissions')
        .select(COLUMNS, { count: 'exact' })
        .eq('month_year', month);
      if (filter !== 'all') query = query.eq('status', filter);
      // A search is text, never a pattern: LIKE's own wildcards in it are escaped.
      const term = affiliate.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
      if (term) query = query.ilike('affiliate_id', `%${term}%`);
      const from = page * perPage;
      const result = await query
        .order('amount', { ascending: false })
        .order('id')
        .range(from, from + perPage - 1);
      const rows = unwrap<Omit<CommissionRow, 'full_name'>[]>(result);
      return { rows: await namesOf(rows), total: result.count ?? rows.length };
    },
    markCommissionsPaid: (ids) => callRpc(client, 'mark_commissions_paid', { _ids: ids }),
  };
}
