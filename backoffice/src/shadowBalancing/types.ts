import type { BrokerShadowBalancing } from '@rentals/core/validation/shadowBalancing';

/** A brokers row as the shadow balancing screen reads it. */
export interface BrokerRecord extends BrokerShadowBalancing {
  id: string;
  name: string;
  current_rank: string | null;
}

/** A shadow_balancing_audit row with its broker's name embedded. */
export interface AuditRecord {
  id: string;
  broker_id: string;
  action: string;
  reason: string | null;
  start_date: string | null;
  end_date: string | null;
  previous_end_date: string | null;
  created_at: string;
  brokers: { name: string } | null;
}
