// Texts of the console frame: menu, admin guard, logout and placeholders (spec 2.2, 8).
export const consoleMessages = {
  /** A part of a screen still loading, for screen readers: 'Applications loading'. */
  part_loading: '%{part} loading',
  menu: {
    label: 'Console',
    open: 'Open menu',
    dashboard: 'Dashboard',
    users: 'Users',
    'managed-rentals': 'Managed Rentals',
    brokers: 'Broker Registrations',
    roles: 'Role Management',
    'shadow-balancing': 'Shadow Balancing',
    'shadow-power': 'Shadow Power',
    documentation: 'Documentation',
    analytics: 'Analytics',
    commissions: 'Commissions',
    'admin-dashboard': 'Admin Dashboard',
    properties: 'Properties',
    waiting: 'waiting',
    skip_to_content: 'Skip to content',
  },
  guard: {
    verifying: 'Verifying admin access...',
    denied: 'Access Denied',
    denied_detail: 'You do not have admin privileges.',
    go_back: 'Go Back',
  },
  logout: {
    label: 'Logout',
    failed: 'Failed to logout. Please try again.',
  },
  notifications: 'Notifications',
  screen_failed: {
    message: 'This screen could not be loaded. Check your connection and reload the page.',
    reload: 'Reload',
  },
} as const;
