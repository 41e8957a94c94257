// Where a person stands with broker registration: not registered, registered and waiting for an
// admin to confirm the payment, or active. Read through their own client (row-level security).
import type { SupabaseClient } from '@supabase/supabase-js';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from '../portal/loaded.ts';

export interface RegistrationPayment {
  provider: string;
  provider_payment_id: string | null;
  amount: number;
  status: string;
  created_at: string;
  paid_at: string | null;
}

export interface RegisteredBroker {
  id: string;
  name: string;
  activated: boolean;
  reg_paid_at: string | null;
  created_at: string;
}

export type BrokerStanding =
  | { kind: 'none' }
  | { kind: 'pending'; broker: RegisteredBroker; payment: RegistrationPayment | null }
  | { kind: 'active'; broker: RegisteredBroker; payment: RegistrationPayment | null };

export async function loadBrokerStanding(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<BrokerStanding>> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  try {
    const [broker, payment] = await Promise.all([
      client
        .from('brokers')
        .select('id, name, activated, reg_paid_at, created_at')
        .eq('user_id', userId)
        .abortSignal(signal)
        .maybeSingle<RegisteredBroker>(),
      client
        .from('payments')
        .select('provider, provider_payment_id, amount, status, created_at, paid_at')
        .eq('user_id', userId)
        .eq('kind', 'broker_registration')
        .order('created_at', { ascending: false })
        .limit(1)
        .abortSignal(signal)
        .maybeSingle<RegistrationPayment>(),
    ]);
    if (broker.error || payment.error)
      return { status: 'error', message: 'register.broker.loadFailed' };
    if (!broker.data) return { status: 'ok', data: { kind: 'none' } };
    const kind = broker.data.activated ? 'active' : 'pending';
    return { status: 'ok', data: { kind, broker: broker.data, payment: payment.data } };
  } catch {
    return { status: 'error', message: 'register.broker.loadFailed' };
  }
}
