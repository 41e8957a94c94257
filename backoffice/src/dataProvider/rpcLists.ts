import type { GetListParams, GetListResult } from 'react-admin';
import type { AdminDashboardMethods, PropertyStatusFilter } from './adminDashboard.ts';
import type { CommissionFilter, CommissionsMethods } from './commissions.ts';
import type { UsersMethods } from './users.ts';

type Named = UsersMethods & AdminDashboardMethods & CommissionsMethods;
type Lister = (named: Named, params: GetListParams) => Promise<GetListResult>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const pageOf = ({ pagination }: GetListParams) => ({
  page: (pagination?.page ?? 1) - 1,
  perPage: pagination?.perPage ?? 25,
});

/**
 * Lists read through a database function rather than a table: react-admin's getList (paging,
 * filters, the address) mapped onto the named method that calls it. Their order is the function's.
 */
export const RPC_LISTS: Readonly<Record<string, Lister>> = {
  /** People (admin_search_users): `q` name, email, phone or city; `role` holding it. */
  admin_users: async (named, params) => {
    const filter = params.filter as { q?: string; role?: string };
    return named.searchUsers({ search: text(filter.q), role: filter.role ?? null, ...pageOf(params) });
  },
  /** Listings (admin_search_properties), paged without a count: Previous and Next. */
  admin_property_search: async (named, params) => {
    const filter = params.filter as { q?: string; availability?: PropertyStatusFilter };
    const { page, perPage } = pageOf(params);
    const { data, hasNextPage } = await named.searchProperties({
      search: text(filter.q),
      availability: filter.availability ?? null,
      page,
      perPage,
    });
    return { data, pageInfo: { hasNextPage, hasPreviousPage: page > 0 } };
  },
  /** A month's commission rows, biggest first, with the beneficiary's name: `q` the affiliate ID. */
  month_commissions: async (named, params) => {
    const filter = params.filter as { month_year: string; status?: CommissionFilter; q?: string };
    const { page, perPage } = pageOf(params);
    const { rows, total } = await named.listMonthCommissions(filter.month_year, filter.status ?? 'all', page, perPage, text(filter.q));
    return { data: rows, total };
  },
};
