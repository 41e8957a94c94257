// Story rows of the managed rentals screen; RVL months are the current one and the 3 before it.
import { todayIso } from '@rentals/core/dates';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import type { ApplicationRecord, ManagedPropertyRecord, RvlTrackingRecord } from './types.ts';

export const applications: ApplicationRecord[] = [
  {
    id: 'app1',
    status: 'submitted',
    property_location: 'Pune',
    locality: 'Kothrud',
    property_type: 'Apartment',
    property_address: '12 Paud Road',
    bedrooms: 2,
    monthly_rent: '40000.00',
    security_deposit: 80000,
    commission_percentage: 8,
    management_fee_percentage: 8,
    guaranteed_rent_amount: 0,
    contract_type: 'standard',
    rental_start_date: '2026-12-01',
    rental_end_date: '2027-11-30',
    affiliate_id: 'AFF10001',
    affiliate_name: 'Nikhil Joshi',
    landlord_name: 'Farah Khan',
    landlord_phone: '+91 98765 43210',
    broker_name: 'Rohan Gupta',
    created_at: '2026-11-22T08:00:00Z',
  },
  {
    id: 'app2',
    status: 'under_review',
    property_location: 'Bengaluru',
    locality: 'HSR Layout',
    property_type: 'Villa',
    property_address: null,
    bedrooms: 4,
    monthly_rent: 150000,
    security_deposit: 450000,
    commission_percentage: '8.00',
    management_fee_percentage: '8.00',
    guaranteed_rent_amount: '0.00',
    contract_type: 'standard',
    rental_start_date: null,
    rental_end_date: null,
    affiliate_id: null,
    affiliate_name: null,
    landlord_name: 'Vikram Rao',
    landlord_phone: null,
    broker_name: null,
    created_at: '2026-11-18T08:00:00Z',
  },
  {
    id: 'app3',
    status: 'approved',
    property_location: 'Chennai',
    locality: 'Adyar',
    property_type: 'Apartment',
    property_address: '4 Gandhi Nagar 2nd Main Road',
    bedrooms: 3,
    monthly_rent: 55000,
    security_deposit: 165000,
    commission_percentage: 12.5,
    management_fee_percentage: 6,
    guaranteed_rent_amount: 50000,
    contract_type: 'guaranteed_rent',
    rental_start_date: '2026-11-01',
    rental_end_date: '2027-10-31',
    affiliate_id: null,
    affiliate_name: null,
    landlord_name: 'Lakshmi Iyer',
    landlord_phone: null,
    broker_name: null,
    created_at: '2026-11-10T08:00:00Z',
  },
];

export const managedProperties: ManagedPropertyRecord[] = [
  {
    id: 'mp1',
    property_name: '7 Residency Road, Ashok Nagar, Bengaluru',
    owner_name: 'Anita Desai',
    monthly_rent: 60000,
    rvl_amount: 4800,
    commission_percentage: '12.50',
    management_fee_percentage: '6.00',
    guaranteed_rent_amount: '54000.00',
    contract_type: 'guaranteed_rent',
    payment_mode: 'bank_transfer',
    monthly_rent_payment_date: 5,
    lease_end_date: '2027-06-30',
    status: 'active',
    created_at: '2026-10-01T08:00:00Z',
  },
];

const [current, last, before, earliest] = rvlTrackingMonths(todayIso()) as [
  string,
  string,
  string,
  string,
];

export const rvlRows: RvlTrackingRecord[] = [
  {
    id: 'mp1',
    property_name: '7 Residency Road, Ashok Nagar, Bengaluru',
    owner_name: 'Anita Desai',
    rvl_amount: 4800,
    created_at: '2026-10-01T08:00:00Z',
    months: [
      {
        payment_month: current,
        payment_status: 'pending',
        payment_date: null,
        rvl_amount: 4800,
        in_lease: true,
      },
      {
        payment_month: last,
        payment_status: 'paid',
        payment_date: last,
        rvl_amount: 4800,
        in_lease: true,
      },
      {
        payment_month: before,
        payment_status: 'paid',
        payment_date: before,
        rvl_amount: 4800,
        in_lease: true,
      },
      // Before the lease started: nothing to mark.
      {
        payment_month: earliest,
        payment_status: 'pending',
        payment_date: null,
        rvl_amount: 4800,
        in_lease: false,
      },
    ],
  },
];

export { current as currentMonth };
