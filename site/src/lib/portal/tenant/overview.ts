// What the tenant's overview puts first, worked out from their leases, rent and requests on an
// Indian day: the lease that matters now, the rent to pay next and the latest receipt; then the
// applications and visits still open before those that are over.
import type { TenancyData, TenantActivity, TenantApplication, TenantLease, TenantVisit } from './tenantData.ts';
import type { RentPayment } from '../owner/portfolio.ts';
import { leaseState } from '../owner/derive.ts';

/** The running lease, else the next one to start, else the latest: the one the tenant lives by. */
export function currentLease(data: TenancyData, today: string): TenantLease | null {
  const byState = (state: ReturnType<typeof leaseState>) => data.leases.filter((x) => leaseState(x.lease, today) === state);
  const upcoming = byState('upcoming').sort((a, b) => a.lease.start_date.localeCompare(b.lease.start_date));
  return byState('active')[0] ?? upcoming[0] ?? data.leases[0] ?? null;
}

/** The month to pay next: the earliest unpaid one by its due date. */
export function rentDue(tenancy: TenantLease): RentPayment | null {
  return [...tenancy.rent].filter((r) => r.status !== 'paid').sort((a, b) => a.due_date.localeCompare(b.due_date))[0] ?? null;
}

/** The latest month marked paid, whose receipt the tenant most likely wants. */
export function latestReceipt(tenancy: TenantLease): RentPayment | null {
  return [...tenancy.rent].filter((r) => r.status === 'paid').sort((a, b) => b.month.localeCompare(a.month))[0] ?? null;
}

const OPEN_APPLICATION = new Set(['pending', 'approved']);
const OPEN_VISIT = new Set(['requested', 'scheduled']);

export interface Split<T> {
  open: T[];
  earlier: T[];
}

/** Applications still waiting or accepted first; declined and withdrawn ones after (each newest first, as read). */
export function splitActivity(activity: TenantActivity): { applications: Split<TenantApplication>; visits: Split<TenantVisit> } {
  return {
    applications: {
      open: activity.applications.filter((a) => OPEN_APPLICATION.has(a.status)),
      earlier: activity.applications.filter((a) => !OPEN_APPLICATION.has(a.status)),
    },
    visits: {
      open: activity.visits.filter((v) => OPEN_VISIT.has(v.status)),
      earlier: activity.visits.filter((v) => !OPEN_VISIT.has(v.status)),
    },
  };
}
