// Sample rows for the user portal's stories and tests: what the screens receive from their loaders.
import type { Applications, ManagedApplication, ManagedDetails } from '../../../lib/portal/applications.ts';
import type { ListedProperty } from '../../../lib/listings.ts';
import type { Lead, MyProperties, OwnProperty } from '../../../lib/portal/myProperties.ts';
import type { RecentSearch, SavedEntry } from '../../../lib/portal/userLists.ts';
import type { ProfileLoad } from '../../../lib/portal/profile.ts';
import type { SavedSearch } from '../../../lib/portal/savedSearches.ts';

const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260"><rect width="400" height="260" fill="%23cbd5e1"/></svg>';

export const listed = (id: string, title: string, extra: Partial<ListedProperty> = {}): ListedProperty => ({
  id,
  title,
  city: 'Pune',
  locality: 'Baner',
  rent: 28000,
  bedrooms: 2,
  property_type: 'Apartment',
  area_sqft: 980,
  image_urls: [photo],
  verified: true,
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});

export const SAVED: SavedEntry[] = [
  { property_id: 'p-1', at: '2026-11-21T09:30:00Z', property: listed('p-1', '2 BHK with balcony in Baner') },
  { property_id: 'p-2', at: '2026-11-18T15:00:00Z', property: listed('p-2', '3 BHK near Koramangala Forum', { city: 'Bengaluru', locality: 'Koramangala', rent: 150000, bedrooms: 3 }) },
  { property_id: 'p-3', at: '2026-11-10T08:00:00Z', property: null },
];

export const SEARCHES: RecentSearch[] = [
  { id: 's-1', label: '2 BHK · in Koramangala, Bengaluru · up to ₹45,000', filters: { city: 'Bengaluru', locality: 'Koramangala', bhk: '2', max_rent: '45000' }, created_at: '2026-11-22T11:00:00Z' },
  { id: 's-2', label: '2 BHK in Whitefield with parking', filters: { city: 'Bengaluru', amenities: ['Parking'] }, created_at: '2026-11-19T18:00:00Z' },
];

const own = (id: string, title: string, extra: Partial<OwnProperty> = {}): OwnProperty => ({
  id,
  title,
  city: 'Pune',
  locality: 'Baner',
  rent: 32000,
  bedrooms: 2,
  property_type: 'Apartment',
  availability: 'available',
  verified: true,
  image_urls: [photo],
  created_at: '2026-11-01T10:00:00Z',
  ...extra,
});

export const LEADS: Lead[] = [
  { kind: 'application', id: 'a-1', property_id: 'o-1', user_id: 'u-9', contact: { full_name: 'Neha Kulkarni', phone: '+91 98765 43210', email: 'neha@example.in' }, status: 'pending', created_at: '2026-11-22T10:00:00Z', notes: 'Family of three, moving from Mumbai', owner_reply: null, move_in_date: '2026-12-01' },
  { kind: 'visit', id: 'v-1', property_id: 'o-1', user_id: 'u-8', contact: null, status: 'scheduled', created_at: '2026-11-20T10:00:00Z', notes: null, owner_reply: 'Saturday 11 am works', visit_type: 'virtual', scheduled_date: '2026-11-29T05:30:00Z' },
];

export const MY_PROPERTIES: MyProperties = {
  properties: [
    own('o-1', '2 BHK with balcony in Baner'),
    own('o-2', '1 BHK studio in Andheri West', { city: 'Mumbai', locality: 'Andheri West', availability: 'booked', rent: 150000, bedrooms: 1, image_urls: [] }),
    own('o-3', 'Villa with garden in Whitefield', { city: 'Bengaluru', locality: 'Whitefield', verified: false, rent: 95000, bedrooms: 4 }),
  ],
  leads: LEADS,
};

export const PROFILE: ProfileLoad = {
  status: 'ok',
  result: {
    temporary: false,
    notice: null,
    profile: {
      id: 'u-1', user_id: 'u-1', email: 'neha@example.in', full_name: 'Neha Kulkarni', first_name: 'Neha', last_name: 'Kulkarni',
      phone: '+91 98765 43210', avatar_url: null, city: 'Pune', state: 'Maharashtra', profile_completion_percentage: 70,
      annual_income: 1800000, preferred_rent_min: 20000, preferred_rent_max: 35000, preferred_bedrooms: 2,
    },
  },
};

const managed = (id: string, status: string, extra: Partial<ManagedApplication> = {}): ManagedApplication => ({
  id,
  status,
  property_location: 'Pune',
  locality: 'Kothrud',
  property_type: 'Apartment',
  bedrooms: 2,
  monthly_rent: 40000,
  created_at: '2026-11-15T10:00:00Z',
  reviewed_at: null,
  ...extra,
});

export const APPLICATIONS: Applications = {
  managed: [
    managed('m-1', 'submitted'),
    managed('m-2', 'under_review', { locality: 'Hinjewadi', monthly_rent: 25000 }),
    managed('m-3', 'approved', { locality: 'Aundh', reviewed_at: '2026-11-05T10:00:00Z' }),
    managed('m-4', 'declined', { locality: 'Wakad', reviewed_at: '2026-10-28T10:00:00Z' }),
  ],
  requests: [
    { kind: 'application', id: 'r-1', status: 'pending', created_at: '2026-11-23T10:00:00Z', property: { id: 'p-1', title: '2 BHK with balcony in Baner', city: 'Pune', locality: 'Baner' }, move_in_date: '2026-12-15', owner_reply: null },
    { kind: 'visit', id: 'r-2', status: 'cancelled', created_at: '2026-11-12T10:00:00Z', property: null, scheduled_date: '2026-11-14T05:30:00Z', visit_type: 'physical', owner_reply: 'Sorry, already let' },
  ],
};

export const MANAGED_DETAILS: ManagedDetails[] = [
  { id: 'd-1', application_id: 'm-3', property_name: '2 BHK in Aundh', monthly_rent: 40000, rvl_amount: 3200, lease_start_date: '2026-12-01', lease_end_date: '2027-11-30', monthly_rent_payment_date: 5, status: 'active' },
];

export const SAVED_SEARCHES: SavedSearch[] = [
  { id: 'ss-1', name: 'Baner 2 BHK', filters: { city: 'Pune', locality: 'Baner', bhk: '2', max_rent: '30000' }, alerts: 'instant', created_at: '2026-11-22T09:00:00Z' },
  { id: 'ss-2', name: 'Family homes in Bengaluru', filters: { city: 'Bengaluru', tenant: 'family', min_rent: '150000' }, alerts: 'daily', created_at: '2026-11-19T12:00:00Z' },
  { id: 'ss-3', name: 'Anything', filters: {}, alerts: 'off', created_at: '2026-11-02T06:00:00Z' },
];
