/** A row of admin_broker_registrations: a broker registration payment with its broker (phone and city tell two of one name apart). */
export interface RegistrationRecord {
  id: string;
  provider: string;
  provider_payment_id: string | null;
  amount: number | string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
  paid_at: string | null;
  broker_id: string | null;
  /** Another payment carries the same reference (the reference_repeated computed field): check before activating. */
  reference_repeated: boolean;
  broker_name: string | null;
  broker_phone: string | null;
  broker_city: string | null;
  broker_activated: boolean | null;
}

export const REGISTRATION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
