// The affiliate's reports: monthly volumes and ranks (affiliate_metrics, own rows) and the CSV files
// of both reports, built by core's CSV writer.
import type { SupabaseClient } from '@supabase/supabase-js';
import { toCsv, type CsvColumn } from '@rentals/core/csv';
import { rankInfo, type RankId } from '@rentals/core/ranks';
import { load, PORTAL_READ_TIMEOUT_MS, type Loaded } from '../portal/loaded.ts';
import type { CommissionRow } from './commissions.ts';

export interface VolumeRow {
  month: string;
  rank: RankId | null;
  personal_rvl: number;
  primary_stream_rvl: number;
  growth_stream_rvl: number;
  qualified_rvl: number;
}

export async function loadVolumes(client: SupabaseClient, affiliateId: string): Promise<Loaded<VolumeRow[]>> {
  const rows = await load('affiliate.error.load', () =>
    client
      .from('affiliate_metrics')
      .select('month, rank, personal_rvl, primary_stream_rvl, growth_stream_rvl, qualified_rvl')
      .eq('affiliate_id', affiliateId)
      .order('month', { ascending: false })
      .abortSignal(AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS))
      .returns<VolumeRow[]>(),
  );
  if (rows.status === 'error') return rows;
  const num = (v: unknown) => Number(v ?? 0);
  return {
    status: 'ok',
    data: rows.data.map((r) => ({
      ...r, personal_rvl: num(r.personal_rvl), primary_stream_rvl: num(r.primary_stream_rvl),
      growth_stream_rvl: num(r.growth_stream_rvl), qualified_rvl: num(r.qualified_rvl),
    })),
  };
}

const VOLUME_COLUMNS: CsvColumn<VolumeRow>[] = [
  { header: 'month', value: (r) => r.month },
  { header: 'rank', value: (r) => (r.rank ? rankInfo(r.rank).label : '') },
  { header: 'personal_rvl', value: (r) => r.personal_rvl },
  { header: 'primary_stream_rvl', value: (r) => r.primary_stream_rvl },
  { header: 'growth_stream_rvl', value: (r) => r.growth_stream_rvl },
  { header: 'qualified_rvl', value: (r) => r.qualified_rvl },
];

const COMMISSION_COLUMNS: CsvColumn<CommissionRow>[] = [
  { header: 'month_year', value: (r) => r.month_year },
  { header: 'level', value: (r) => r.level },
  { header: 'commission_type', value: (r) => r.commission_type },
  { header: 'percentage', value: (r) => r.percentage },
  { header: 'amount', value: (r) => r.amount },
  { header: 'status', value: (r) => r.status },
  { header: 'paid_at', value: (r) => r.paid_at },
  { header: 'source_payment_id', value: (r) => r.source_payment_id },
];

/** Amounts in rupees with paise as stored; snake_case headers as the columns are named. */
export const volumesCsv = (rows: readonly VolumeRow[]): string => toCsv(rows, VOLUME_COLUMNS);
export const commissionsCsv = (rows: readonly CommissionRow[]): string => toCsv(rows, COMMISSION_COLUMNS);

/** A CSV download that only the person it belongs to may keep. */
export function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
