/** A row of admin_managed_applications: the application with landlord, broker and affiliate names. */
export interface ApplicationRecord {
  id: string;
  status: string;
  property_location: string;
  locality: string | null;
  property_type: string;
  property_address: string | null;
  bedrooms: number | null;
  monthly_rent: number | string;
  security_deposit: number | string;
  commission_percentage: number | string;
  management_fee_percentage: number | string;
  guaranteed_rent_amount: number | string;
  contract_type: string;
  rental_start_date: string | null;
  rental_end_date: string | null;
  affiliate_id: string | null;
  affiliate_name: string | null;
  landlord_name: string | null;
  landlord_phone: string | null;
  broker_name: string | null;
  created_at: string;
}

/** A row of admin_managed_properties: a configured property with the terms set on its approval. */
export interface ManagedPropertyRecord {
  id: string;
  property_name: string | null;
  owner_name: string | null;
  monthly_rent: number | string | null;
  rvl_amount: number | string | null;
  commission_percentage: number | string | null;
  management_fee_percentage: number | string | null;
  guaranteed_rent_amount: number | string | null;
  contract_type: string | null;
  payment_mode: string;
  monthly_rent_payment_date: number;
  lease_end_date: string | null;
  status: string;
  created_at: string;
}

export interface RvlMonth {
  payment_month: string;
  payment_status: 'paid' | 'pending';
  payment_date: string | null;
  rvl_amount: number | string;
  /** Within the lease (start to end or today): only such months can be marked paid. */
  in_lease: boolean;
}

/** A row of admin_rvl_tracking: a configured property with its last four months. */
export interface RvlTrackingRecord {
  id: string;
  property_name: string | null;
  owner_name: string | null;
  rvl_amount: number | string | null;
  created_at: string;
  months: RvlMonth[];
}
