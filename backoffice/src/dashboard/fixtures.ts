// Sample figures for the dashboards' stories.
import type { DashboardStats, WorkCounts } from '../dataProvider/dashboard.ts';

export const STATS: DashboardStats = {
  total_users: 12480,
  active_brokers: 312,
  total_brokers: 340,
  total_properties: 1000000,
  total_revenue: 15234500,
  pending_applications: 18,
  pending_broker_registrations: 7,
  open_maintenance_requests: 4,
  system_health: 'healthy',
};

/** What waits in the queues of a busy morning. */
export const WORK_COUNTS: WorkCounts = {
  listings_pending_review: 184,
  listings_reported: 3,
  managed_applications_pending: 18,
  broker_registrations_pending: 7,
  rvl_months_pending: 12,
  commissions_pending: 1250,
  shadow_balancing_expiring: 2,
};
