// Labels of the review screens (shadow balancing, managed rentals, broker registrations, roles,
// documentation, listing moderation), one key per column name as it travels from the database.
export const reviewResources = {
  brokers: {
    name: 'Broker |||| Brokers',
    fields: {
      name: 'Broker',
      current_rank: 'Current Rank',
      shadow_balancing_enabled: 'Status',
      shadow_balancing_end_date: 'Valid Until',
      shadow_balancing_reason: 'Reason',
      actions: 'Actions',
    },
  },
  shadow_balancing_audit: {
    name: 'Audit entry |||| Audit Log',
    fields: {
      created_at: 'Date',
      broker_id: 'Broker',
      action: 'Action',
      reason: 'Reason',
      start_date: 'Valid Period',
    },
  },
  payments: {
    name: 'Broker registration |||| Broker Registrations',
    fields: {
      broker_id: 'Broker',
      provider: 'Provider',
      provider_payment_id: 'Ref',
      amount: 'Amount',
      status: 'Status',
      actions: 'Actions',
    },
  },
  admin_managed_applications: {
    name: 'Application |||| Pending Approval',
    fields: {
      property_location: 'Property',
      landlord_name: 'Landlord',
      property_type: 'Type',
      monthly_rent: 'Monthly Rent',
      commission_percentage: 'Commission',
      management_fee_percentage: 'Management Fee',
      guaranteed_rent_amount: 'Guaranteed Rent',
      contract_type: 'Contract Type',
      status: 'Status',
      created_at: 'Submitted',
      actions: 'Actions',
    },
  },
  admin_managed_properties: {
    name: 'Managed property |||| Active Properties',
    fields: {
      property_name: 'Property',
      owner_name: 'Owner',
      monthly_rent: 'Monthly Rent',
      rvl_amount: 'RVL Amount',
      commission_percentage: 'Commission',
      management_fee_percentage: 'Management Fee',
      guaranteed_rent_amount: 'Guaranteed Rent',
      contract_type: 'Contract Type',
      payment_mode: 'Payment Mode',
      monthly_rent_payment_date: 'Payment Day',
      lease_end_date: 'Lease Ends',
      status: 'Status',
    },
  },
  admin_rvl_tracking: {
    name: 'RVL payment |||| RVL Tracking',
    fields: { property_name: 'Property', owner_name: 'Owner', rvl_amount: 'RVL Amount' },
  },
} as const;
