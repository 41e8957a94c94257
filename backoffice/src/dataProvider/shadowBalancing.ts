import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

export interface ShadowBalancingSave {
  broker_id: string;
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
  reason: string | null;
}

export interface ShadowBalancingMethods {
  /** Enables, modifies or disables a broker's shadow balancing with its audit row (set_shadow_balancing). */
  setShadowBalancing(save: ShadowBalancingSave): Promise<{ id: string; name: string }>;
}

export function shadowBalancingMethods(client: ConsoleClient): ShadowBalancingMethods {
  return {
    setShadowBalancing: (save) =>
      callRpc(client, 'set_shadow_balancing', {
        _broker_id: save.broker_id,
        _enabled: save.enabled,
        _start_date: save.start_date,
        _end_date: save.end_date,
        _reason: save.reason,
      }),
  };
}
