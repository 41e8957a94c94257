import { describe, expect, it } from 'vitest';
import { Constants } from '../generated/database.ts';
import {
  COMMISSION_LIST_FILTERS,
  commissionListFiltersSchema,
  DASHBOARD_PROPERTY_STATUSES,
  dashboardPropertyFiltersSchema,
} from './consoleFilters.ts';

describe('console list filters', () => {
  it('keep a search trimmed', () => {
    expect(commissionListFiltersSchema.parse({ search: '  RIN12 ', status: 'paid' })).toEqual({
      search: 'RIN12',
      status: 'paid',
    });
    expect(dashboardPropertyFiltersSchema.parse({ search: ' worli ', status: 'rented' })).toEqual({
      search: 'worli',
      status: 'rented',
    });
  });

  it('fall back to the whole list for a status they do not offer, and to no search', () => {
    expect(commissionListFiltersSchema.parse({ search: null, status: 'cancelled' })).toEqual({
      search: '',
      status: 'pending',
    });
    expect(dashboardPropertyFiltersSchema.parse({ status: 'booked' })).toEqual({ search: '', status: 'all' });
  });

  it("offer the database's own statuses", () => {
    expect(COMMISSION_LIST_FILTERS.filter((s) => s !== 'all')).toEqual([
      ...Constants.public.Enums.commission_status,
    ]);
    for (const status of DASHBOARD_PROPERTY_STATUSES.filter((s) => s !== 'all')) {
      expect(Constants.public.Enums.property_availability).toContain(status);
    }
  });
});
