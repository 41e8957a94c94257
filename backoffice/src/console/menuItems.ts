import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import BalanceIcon from '@mui/icons-material/Balance';
import BoltIcon from '@mui/icons-material/Bolt';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupIcon from '@mui/icons-material/Group';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentsIcon from '@mui/icons-material/Payments';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import VillaIcon from '@mui/icons-material/Villa';
import type { SvgIconComponent } from '@mui/icons-material';
import type { WorkCounts } from '../dataProvider/dashboard.ts';
import { ADMIN_DASHBOARD_ROUTE, TAB_ROUTES, type ConsoleTab } from './tabs.ts';

export interface MenuEntry {
  key: Exclude<ConsoleTab, 'settings'> | 'admin-dashboard' | 'properties';
  to: string;
  icon: SvgIconComponent;
  /** The queue whose waiting items the entry counts (admin_work_counts). */
  waiting?: keyof WorkCounts;
}

const tab = (key: Exclude<ConsoleTab, 'settings'>, icon: SvgIconComponent, waiting?: keyof WorkCounts): MenuEntry => ({
  key,
  to: TAB_ROUTES[key],
  icon,
  ...(waiting && { waiting }),
});

/**
 * The console menu, ordered by how often work arrives: the dashboard, then the review queues
 * (listings first), people and money, the programme's settings, and the screens that are read.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  tab('dashboard', DashboardIcon),
  { key: 'properties', to: '/properties', icon: HomeWorkIcon, waiting: 'listings_pending_review' },
  tab('managed-rentals', VillaIcon, 'managed_applications_pending'),
  tab('brokers', HowToRegIcon, 'broker_registrations_pending'),
  tab('users', GroupIcon),
  tab('commissions', PaymentsIcon, 'commissions_pending'),
  tab('shadow-balancing', BalanceIcon, 'shadow_balancing_expiring'),
  tab('shadow-power', BoltIcon),
  tab('roles', ManageAccountsIcon),
  tab('analytics', AnalyticsIcon),
  tab('documentation', DescriptionIcon),
  { key: 'admin-dashboard', to: ADMIN_DASHBOARD_ROUTE, icon: SpaceDashboardIcon },
];

export { AdminPanelSettingsIcon as ConsoleIcon };
