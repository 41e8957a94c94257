import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

export interface BrokerRegistrationsMethods {
  /** Mark Paid + Activate: the payment succeeds and its broker is activated (activate_broker_registration). */
  activateBrokerRegistration(payment_id: string): Promise<{ id: string }>;
  /** Mark Paid + Activate for several registrations at once, all or none (activate_broker_registrations). */
  activateBrokerRegistrations(payment_ids: string[]): Promise<{ id: string }[]>;
}

export function brokerRegistrationsMethods(client: ConsoleClient): BrokerRegistrationsMethods {
  return {
    activateBrokerRegistration: (payment_id) =>
      callRpc(client, 'activate_broker_registration', { _payment_id: payment_id }),
    activateBrokerRegistrations: (payment_ids) =>
      callRpc(client, 'activate_broker_registrations', { _payment_ids: payment_ids }),
  };
}
