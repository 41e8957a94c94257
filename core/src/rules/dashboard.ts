// Figures of the admin screens (spec 2.2, 2.3, 2.4, 2.11, 9), computed from the rows they read.
import {
  DASHBOARD_ACTIVE_LEASES,
  DASHBOARD_FROM_LAST_MONTH_PERCENTS,
  DASHBOARD_MONTHLY_GROWTH_PERCENT,
} from '../constants.ts';
import { daysBetween, monthStart } from '../dates.ts';

type Amount = number | string | null | undefined;
const num = (v: Amount): number => (v == null || v === '' ? 0 : Number(v) || 0);
const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface DashboardRows {
  properties: readonly unknown[];
  profiles: readonly unknown[];
  brokers: readonly unknown[];
  applications: readonly { status: string; monthly_rent: Amount }[];
  openMaintenanceRequests: readonly unknown[];
}

/** Admin Dashboard cards: revenue = Σ monthly_rent of all applications; pending = status submitted. */
export function dashboardFigures(rows: DashboardRows) {
  return {
    totalProperties: rows.properties.length,
    totalUsers: rows.profiles.length,
    activeBrokers: rows.brokers.length,
    totalRevenue: round2(rows.applications.reduce((sum, a) => sum + num(a.monthly_rent), 0)),
    pendingApplications: rows.applications.filter((a) => a.status === 'submitted').length,
    openMaintenanceRequests: rows.openMaintenanceRequests.length,
    // Hard-coded in the product, not computed.
    monthlyGrowthPercent: DASHBOARD_MONTHLY_GROWTH_PERCENT,
    fromLastMonthPercents: DASHBOARD_FROM_LAST_MONTH_PERCENTS,
    activeLeases: DASHBOARD_ACTIVE_LEASES,
    systemHealth: 'healthy' as const,
  };
}

/** Pending broker registrations: registration payments not yet succeeded. */
export function pendingBrokerRegistrations(payments: readonly { kind: string; status: string }[]): number {
  return payments.filter((p) => p.kind === 'broker_registration' && p.status !== 'succeeded').length;
}

/** Users tab cards: total, brokers, landlords, active users (those with a last login). */
export function userStats(users: readonly { roles: readonly string[]; last_login_at: string | null }[]) {
  return {
    total: users.length,
    brokers: users.filter((u) => u.roles.includes('broker')).length,
    landlords: users.filter((u) => u.roles.includes('landlord')).length,
    active: users.filter((u) => !!u.last_login_at).length,
  };
}

/** Users table search: name, email, phone or city contains the query, case-insensitive. */
export function matchesUserSearch(
  user: { full_name: string | null; email: string | null; phone: string | null; city: string | null },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || [user.full_name, user.email, user.phone, user.city].some((f) => (f ?? '').toLowerCase().includes(q));
}

export interface DatedAmount {
  amount: Amount;
  date: string | null;
}

/** Total and this month's part: ([{amount: 4000, date: '2025-03-02'}, …], '2025-03-10') → { total, thisMonth }. */
export function totalWithThisMonth(rows: readonly DatedAmount[], today: string): { total: number; thisMonth: number } {
  const month = monthStart(today);
  let total = 0;
  let thisMonth = 0;
  for (const row of rows) {
    total += num(row.amount);
    if (row.date && monthStart(row.date) === month) thisMonth += num(row.amount);
  }
  return { total: round2(total), thisMonth: round2(thisMonth) };
}

/** Member Since card: whole days from sign-up to today, never negative. */
export function daysSince(createdAt: string, today: string): number {
  return Math.max(0, daysBetween(createdAt, today));
}

/** Properties card: count and how many are active. */
export function propertyCounts(properties: readonly { status: string | null }[]): { total: number; active: number } {
  return { total: properties.length, active: properties.filter((p) => p.status === 'active').length };
}
