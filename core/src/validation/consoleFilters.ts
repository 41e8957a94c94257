// The back office's list filters (a search box and a status select): what a person types is text
// kept trimmed, and a status is one of the list's own choices, themselves the database's values.
import './browserZod.ts';
import { z } from 'zod';
import { Constants } from '../generated/database.ts';

type Enums = typeof Constants.public.Enums;

/** Commissions of a month: pending, paid (commission_status) or both. */
export const COMMISSION_LIST_FILTERS = [...Constants.public.Enums.commission_status, 'all'] as const;

/** The dashboard's property statuses (spec 2.4): every property, or one availability. */
export const DASHBOARD_PROPERTY_STATUSES = ['all', 'available', 'rented', 'maintenance'] as const satisfies readonly (
  | 'all'
  | Enums['property_availability'][number]
)[];

const search = z.string().trim().catch('');

/** The commission list's search (an affiliate id) and status. */
export const commissionListFiltersSchema = z.object({
  search,
  status: z.enum(COMMISSION_LIST_FILTERS).catch('pending'),
});

/** The dashboard's property search (title, city) and status. */
export const dashboardPropertyFiltersSchema = z.object({
  search,
  status: z.enum(DASHBOARD_PROPERTY_STATUSES).catch('all'),
});

export type CommissionListFilters = z.output<typeof commissionListFiltersSchema>;
export type DashboardPropertyFilters = z.output<typeof dashboardPropertyFiltersSchema>;
