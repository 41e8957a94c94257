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

export interface DashboardMethods {
  /** Every stat card of the dashboards in one request. */
  getDashboardStats: () => Promise<DashboardStats>;
}

export function dashboardMethods(client: ConsoleClient): DashboardMethods {
  return {
    getDashboardStats: () => callRpc<DashboardStats>(client, 'admin_dashboard_stats'),
  };
}
