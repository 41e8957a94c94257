// Sample rows of the Admin Dashboard's stories (spec 2.4): listings and managed rental applications.
import type {
  DashboardApplication,
  DashboardProperty,
} from '../dataProvider/adminDashboard.ts';

export const PROPERTIES: DashboardProperty[] = [
  {
    id: 'p1',
    title: '3 BHK apartment in Koramangala',
    city: 'Bengaluru',
    locality: 'Koramangala',
    rent: '45000.00',
    availability: 'available',
    verified: false,
    created_at: '2026-11-20T05:00:00Z',
  },
  {
    id: 'p2',
    title: 'Sea-facing penthouse in Worli',
    city: 'Mumbai',
    locality: 'Worli',
    rent: '450000.00',
    availability: 'rented',
    verified: true,
    created_at: '2026-11-19T05:00:00Z',
  },
];

export const APPLICATIONS: DashboardApplication[] = [
  {
    id: 'a1',
    property_location: 'Pune',
    locality: 'Baner',
    monthly_rent: '32000.00',
    status: 'submitted',
    property_type: 'Apartment',
    property_address: null,
    bedrooms: 2,
    security_deposit: '64000.00',
    commission_percentage: '8.00',
    management_fee_percentage: '8.00',
    guaranteed_rent_amount: '0.00',
    contract_type: 'standard',
    // The rental the owner asked for: an approval needs its end.
    rental_start_date: '2026-12-01',
    rental_end_date: '2027-10-31',
    affiliate_id: null,
    affiliate_name: null,
    landlord_name: 'Farah Khan',
    landlord_phone: null,
    broker_name: null,
    created_at: '2026-11-21T05:00:00Z',
  },
  {
    id: 'a2',
    property_location: 'Chennai',
    locality: 'Adyar',
    monthly_rent: '28000.00',
    status: 'approved',
    property_type: 'Apartment',
    property_address: null,
    bedrooms: 2,
    security_deposit: '56000.00',
    commission_percentage: '8.00',
    management_fee_percentage: '8.00',
    guaranteed_rent_amount: '0.00',
    contract_type: 'standard',
    rental_start_date: null,
    rental_end_date: null,
    affiliate_id: null,
    affiliate_name: null,
    landlord_name: 'Lakshmi Iyer',
    landlord_phone: null,
    broker_name: null,
    created_at: '2026-11-10T05:00:00Z',
  },
];

