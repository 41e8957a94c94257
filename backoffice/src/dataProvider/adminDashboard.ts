import type { ConsoleClient } from '../supabase.ts';
import { DASHBOARD_LIST_LIMIT } from '@rentals/core/constants';
import type { ApplicationRecord } from '../managedRentals/types.ts';
import { ApiError, callRpc } from './rpc.ts';

export type PropertyStatusFilter = 'available' | 'rented' | 'maintenance' | null;

export interface DashboardProperty {
  id: string;
  title: string;
  city: string;
  locality: string | null;
  rent: number | string;
  availability: string;
  verified: boolean;
  created_at: string;
}

/** A row of admin_managed_applications: what the list shows and Approve & Configure starts from. */
export type DashboardApplication = ApplicationRecord;
const APPLICATION_COLUMNS =
  'id,status,property_location,locality,property_type,property_address,bedrooms,monthly_rent,security_deposit,' +
  'commission_percentage,management_fee_percentage,guaranteed_rent_amount,contract_type,rental_start_date,rental_end_date,affiliate_id,affiliate_name,landlord_name,landlord_phone,' +
  'broker_name,created_at';

export interface PropertySearch {
  search: string;
  availability: PropertyStatusFilter;
  page: number;
  perPage: number;
}

export interface AdminDashboardMethods {
  /** One page of listings searched and filtered in the database; hasNextPage instead of a count over every listing. */
  searchProperties: (
    params: PropertySearch,
  ) => Promise<{ data: DashboardProperty[]; hasNextPage: boolean }>;
  /** The latest managed rental applications (spec 9: 20). */
  listRecentApplications: () => Promise<DashboardApplication[]>;
  approveProperty: (propertyId: string) => Promise<void>;
}

export function adminDashboardMethods(client: ConsoleClient): AdminDashboardMethods {
  return {
    async searchProperties({ search, availability, page, perPage }) {
      const rows = await callRpc<DashboardProperty[]>(client, 'admin_search_properties', {
        _search: search || null,
        _availability: availability,
        _limit: perPage + 1,
        _offset: page * perPage,
      });
      return { data: rows.slice(0, perPage), hasNextPage: rows.length > perPage };
    },
    async listRecentApplications() {
      const { data, error } = await client
        .from('admin_managed_applications')
        .select(APPLICATION_COLUMNS)
        .order('created_at', { ascending: false })
        .limit(DASHBOARD_LIST_LIMIT);
      if (error) throw new ApiError(error.message, error.code);
      return data as unknown as DashboardApplication[];
    },
    approveProperty: async (propertyId) => {
      await callRpc(client, 'approve_property', { _property_id: propertyId });
    },
  };
}
