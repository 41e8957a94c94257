import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import BalanceIcon from '@mui/icons-material/Balance';
import BoltIcon from '@mui/icons-material/Bolt';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentsIcon from '@mui/icons-material/Payments';
import SettingsIcon from '@mui/icons-material/Settings';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import VillaIcon from '@mui/icons-material/Villa';
import type { SvgIconComponent } from '@mui/icons-material';
import { ADMIN_DASHBOARD_ROUTE, TAB_ROUTES, type ConsoleTab } from './tabs.ts';

export interface MenuEntry {
  key: ConsoleTab | 'admin-dashboard';
  to: string;
  icon: SvgIconComponent;
}

const ICONS: Record<ConsoleTab, SvgIconComponent> = {
  dashboard: DashboardIcon,
  users: GroupIcon,
  'managed-rentals': VillaIcon,
  brokers: HowToRegIcon,
  roles: ManageAccountsIcon,
  'shadow-balancing': BalanceIcon,
  'shadow-power': BoltIcon,
  documentation: DescriptionIcon,
  analytics: AnalyticsIcon,
  commissions: PaymentsIcon,
  settings: SettingsIcon,
};

/** The console menu: every tab of spec 2.2 in its order, then the alternative Admin Dashboard. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  ...(Object.keys(ICONS) as ConsoleTab[]).map((key) => ({
    key,
    to: TAB_ROUTES[key],
    icon: ICONS[key],
  })),
  { key: 'admin-dashboard', to: ADMIN_DASHBOARD_ROUTE, icon: SpaceDashboardIcon },
];

export { AdminPanelSettingsIcon as ConsoleIcon };
