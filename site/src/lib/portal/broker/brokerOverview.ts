// The broker portal's overview: the broker's own row, the newest qualification (broker_volumes) and
// the shadow balancing audit entries about them, read through their own client (row-level security).
import type { SupabaseClient } from '@supabase/supabase-js';
import { SHADOW_BALANCING_AUDIT_LIMIT } from '@rentals/core/constants';
import type { RankId } from '@rentals/core/ranks';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from '../loaded.ts';

export interface OwnBroker {
  id: string;
  name: string;
  phone: string | null;
  city: string | null;
  current_rank: RankId | null;
  activated: boolean;
  reg_fee_paid: boolean;
  reg_paid_at: string | null;
  reg_payment_mode: string | null;
  reg_payment_ref: string | null;
  shadow_balancing_enabled: boolean;
  shadow_balancing_start_date: string | null;
  shadow_balancing_end_date: string | null;
  shadow_balancing_reason: string | null;
  created_at: string;
}

export interface BrokerVolume {
  month: string;
  current_rank: RankId | null;
  qualified_rvl: number;
  personal_rvl: number;
  primary_stream_rvl: number;
  growth_stream_rvl: number;
  created_at: string;
}

export interface ShadowAuditEntry {
  id: string;
  action: 'enabled' | 'modified' | 'disabled';
  reason: string | null;
  start_date: string | null;
  end_date: string | null;
  previous_end_date: string | null;
  created_at: string;
}

export interface BrokerOverviewData {
  broker: OwnBroker;
  volume: BrokerVolume | null;
  audit: ShadowAuditEntry[];
}

export const BROKER_COLUMNS =
  'id, name, phone, city, current_rank, activated, reg_fee_paid, reg_paid_at, reg_payment_mode, reg_payment_ref, shadow_balancing_enabled, shadow_balancing_start_date, shadow_balancing_end_date, shadow_balancing_reason, created_at';
export const VOLUME_COLUMNS =
  'month, current_rank, qualified_rvl, personal_rvl, primary_stream_rvl, growth_stream_rvl, created_at';

/** The signed-in person's broker row; null when they have none. */
export async function readOwnBroker(
  client: SupabaseClient,
  userId: string,
  signal: AbortSignal,
): Promise<OwnBroker | null> {
  const { data, error } = await client
    .from('brokers')
    .select(BROKER_COLUMNS)
    .eq('user_id', userId)
    .abortSignal(signal)
    .maybeSingle<OwnBroker>();
  if (error) throw error;
  return data;
}

export async function loadBrokerOverview(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<BrokerOverviewData>> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  try {
    const broker = await readOwnBroker(client, userId, signal);
    if (!broker) return { status: 'error', message: 'broker.error.noBroker' };
    const [volume, audit] = await Promise.all([
      client
        .from('broker_volumes')
        .select(VOLUME_COLUMNS)
        .eq('broker_id', broker.id)
        .order('created_at', { ascending: false })
        .limit(1)
        .abortSignal(signal)
        .maybeSingle<BrokerVolume>(),
      client
        .from('shadow_balancing_audit')
        .select('id, action, reason, start_date, end_date, previous_end_date, created_at')
        .eq('broker_id', broker.id)
        .order('created_at', { ascending: false })
        .limit(SHADOW_BALANCING_AUDIT_LIMIT)
        .abortSignal(signal)
        .returns<ShadowAuditEntry[]>(),
    ]);
    if (volume.error || audit.error) return { status: 'error', message: 'broker.error.overview' };
    return { status: 'ok', data: { broker, volume: volume.data, audit: audit.data ?? [] } };
  } catch {
    return { status: 'error', message: 'broker.error.overview' };
  }
}
