// Sample figures for the dashboards' stories.
import type { DashboardStats } from '../dataProvider/dashboard.ts';

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
