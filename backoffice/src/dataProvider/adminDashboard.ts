import type { SupabaseClient } from '@supabase/supabase-js';
import { DASHBOARD_LIST_LIMIT } from '@rentals/core/constants';
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

export interface DashboardApplication {
  id: string;
  property_location: string;
  locality: string | null;
  monthly_rent: number | string;
  status: string;
  created_at: string;
}

export interface PropertySearch {
  search: string;
  availability: PropertyStatusFilter;
  page: number;
  perPage: number;
}

export interface AdminDashboardMethods {
  /** One page of listings searched and filtered in the database; hasNextPage instead of a count over every listing. */
  searchProperties: (params: PropertySearch) => Promise<{ data: DashboardProperty[]; hasNextPage: boolean }>;
  /** The latest managed rental applications (spec 9: 20). */
  listRecentApplications: () => Promise<DashboardApplication[]>;
  approveProperty: (propertyId: string) => Promise<void>;
  approveApplication: (applicationId: string) => Promise<void>;
}

export function adminDashboardMethods(client: SupabaseClient): AdminDashboardMethods {
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
        .from('managed_rental_applications')
        .select('id,property_location,locality,monthly_rent,status,created_at')
        .order('created_at', { ascending: false })
        .limit(DASHBOARD_LIST_LIMIT);
      if (error) throw new ApiError(error.message, error.code);
      return data as DashboardApplication[];
    },
    approveProperty: async (propertyId) => {
      await callRpc(client, 'approve_property', { _property_id: propertyId });
    },
    approveApplication: async (applicationId) => {
      await callRpc(client, 'approve_managed_application', { _application_id: applicationId });
    },
  };
}
