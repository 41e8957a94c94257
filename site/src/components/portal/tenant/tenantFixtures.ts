// The demo tenant's data for stories and their tests: one running lease, rent, requests, activity.
import type { TenancyData, TenantActivity } from '../../../lib/portal/tenant/tenantData.ts';
import { closedRequest, openRequest, paidUpPortfolio, portfolio } from '../owner/ownerFixtures.ts';

export { TODAY } from '../owner/ownerFixtures.ts';

const tenancy = portfolio.tenancies[0];
if (!tenancy) throw new Error('The owner fixtures have no tenancy');

export const tenancyData: TenancyData = {
  leases: [
    {
      lease: tenancy.lease,
      property: {
        id: 'p1',
        title: '2 BHK in Koramangala',
        city: 'Bengaluru',
        locality: 'Koramangala',
      },
      party: tenancy.party,
      rent: tenancy.rent,
    },
    {
      lease: {
        ...tenancy.lease,
        id: 'l0',
        property_id: 'p0',
        start_date: '2025-02-01',
        end_date: '2026-01-31',
        monthly_rent: 24000,
      },
      property: null,
      party: null,
      rent: [],
    },
  ],
  requests: [openRequest],
};

/** Every month of the running lease paid. */
export const paidUp: TenancyData = {
  ...tenancyData,
  leases: tenancyData.leases.map((x, i) =>
    i === 0 ? { ...x, rent: paidUpPortfolio.tenancies[0]?.rent ?? [] } : x,
  ),
};

/** The geyser fixed: one request closed with its resolution. */
export const resolved: TenancyData = { ...tenancyData, requests: [closedRequest] };

export const endedOnly: TenancyData = { leases: tenancyData.leases.slice(1), requests: [] };
export const noLease: TenancyData = { leases: [], requests: [] };

export const activity: TenantActivity = {
  applications: [
    {
      id: 'a1',
      status: 'approved',
      move_in_date: '2026-03-01',
      created_at: '2026-02-10T10:00:00+05:30',
      property: {
        id: 'p1',
        title: '2 BHK in Koramangala',
        city: 'Bengaluru',
        locality: 'Koramangala',
      },
    },
    {
      id: 'a2',
      status: 'rejected',
      move_in_date: null,
      created_at: '2026-01-20T10:00:00+05:30',
      property: null,
    },
  ],
  visits: [
    {
      id: 'v1',
      status: 'completed',
      visit_type: 'virtual',
      scheduled_date: '2026-02-05T11:00:00+05:30',
      created_at: '2026-02-01T10:00:00+05:30',
      property: {
        id: 'p1',
        title: '2 BHK in Koramangala',
        city: 'Bengaluru',
        locality: 'Koramangala',
      },
    },
  ],
};
