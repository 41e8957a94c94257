/** A payments row of kind broker_registration with its broker's name embedded. */
export interface RegistrationRecord {
  id: string;
  provider: string;
  provider_payment_id: string | null;
  amount: number | string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
  paid_at: string | null;
  brokers: { name: string; activated: boolean } | null;
}
