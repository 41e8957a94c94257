/** A payments row of kind broker_registration with its broker embedded (phone and city tell two of one name apart). */
export interface RegistrationRecord {
  id: string;
  provider: string;
  provider_payment_id: string | null;
  amount: number | string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
  paid_at: string | null;
  /** Another payment carries the same reference (the reference_repeated computed field): check before activating. */
  reference_repeated: boolean;
  brokers: { name: string; phone: string | null; city: string | null; activated: boolean } | null;
}
