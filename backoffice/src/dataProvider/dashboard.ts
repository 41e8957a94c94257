import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

export type SystemHealth = 'healthy' | 'warning' | 'critical';

/** The object admin_dashboard_stats() returns. */
export interface DashboardStats {
  total_users: number;
  active_brokers: number;
  total_brokers: number;
  total_properties: number;
  total_revenue: number;
  pending_applications: number;
  pending_broker_registrations: number;
  open_maintenance_requests: number;
  system_health: SystemHealth;
}

/** What waits in each work queue (admin_work_counts()): the menu and Quick Actions show them. */
export interface WorkCounts {
  listings_pending_review: number;
  listings_reported: number;
  managed_applications_pending: number;
  broker_registrations_pending: number;
  /** Pending RVL months within their lease, of the three completed months RVL Tracking shows. */
  rvl_months_pending: number;
  commissions_pending: number;
  /** Shadow balancing still on that has run out or runs out within 7 days. */
  shadow_balancing_expiring: number;
}

export interface DashboardMethods {
  /** Every stat card of the dashboards in one request. */
  getDashboardStats: () => Promise<DashboardStats>;
  getWorkCounts: () => Promise<WorkCounts>;
}

export function dashboardMethods(client: ConsoleClient): DashboardMethods {
  return {
    getDashboardStats: () => callRpc<DashboardStats>(client, 'admin_dashboard_stats'),
    getWorkCounts: () => callRpc<WorkCounts>(client, 'admin_work_counts'),
  };
}
