// Texts of the console dashboard (spec 2.2) and the Admin Dashboard (spec 2.4).
export const dashboardMessages = {
  welcome: 'Welcome back, %{name}',
  welcome_anonymous: 'Welcome back',
  subtitle: 'Run the marketplace: people, listings, managed rentals and the broker programme.',
  administrator: 'Administrator',
  health: {
    label: 'System Health',
    healthy: 'Healthy',
    warning: 'Warning',
    critical: 'Critical',
  },
  cards: {
    total_users: 'Total Users',
    active_brokers: 'Active Brokers',
    properties: 'Properties',
    revenue: 'Revenue',
    pending_broker_registrations: 'Pending broker registrations',
    system_health: 'System Health',
  },
  quick_actions: 'Quick Actions',
  properties_awaiting_review: 'Properties awaiting review',
  load_failed: 'Failed to load dashboard data',
} as const;
