import {
  Box,
  Button,
  Card,
  CardContent,
  Menu,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { formatNumber, formatRupees } from '@rentals/core/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { MENU_ENTRIES } from '../console/menuItems.ts';
import { StatCard, StatGrid } from '../console/StatCard.tsx';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { TAB_ROUTES } from '../console/tabs.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { ApplicationsPanel } from './ApplicationsPanel.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import './texts.ts';

const TABS = [
  'properties',
  'applications',
  'users',
  'shadow_balancing',
  'documentation',
  'analytics',
] as const;
type DashboardTab = (typeof TABS)[number];

/** Tabs that are full screens of the console: the panel links there (spec 2.4's placeholders made real). */
const SCREEN_OF: Partial<Record<DashboardTab, { route: string; menu: string }>> = {
  users: { route: TAB_ROUTES.users, menu: 'users' },
  shadow_balancing: { route: TAB_ROUTES['shadow-balancing'], menu: 'shadow-balancing' },
  documentation: { route: TAB_ROUTES.documentation, menu: 'documentation' },
  analytics: { route: TAB_ROUTES.analytics, menu: 'analytics' },
};

/** The alternative Admin Dashboard (spec 2.4). */
export function AdminDashboardPage() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const [tab, setTab] = useState<DashboardTab>('properties');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => dataProvider.getDashboardStats(),
  });
  useNotifyOnError(error, 'app.admin_dashboard.load_failed');
  const figure = (text: string | undefined) => (data ? text : error ? '—' : undefined);
  const screen = SCREEN_OF[tab];
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.admin_dashboard.title')} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <div>
          <Typography component="h1" variant="h5">
            {translate('app.admin_dashboard.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('app.admin_dashboard.subtitle')}
          </Typography>
        </div>
        <Button
          variant="contained"
          onClick={(event) => setMenu(event.currentTarget)}
          aria-haspopup="menu"
        >
          {translate('app.admin_dashboard.quick_actions')}
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {MENU_ENTRIES.filter((entry) => entry.key !== 'admin-dashboard').map((entry) => (
            <MenuItem key={entry.key} component={Link} to={entry.to} onClick={() => setMenu(null)}>
              {translate(`app.menu.${entry.key}`)}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <StatGrid columns={4}>
        <StatCard
          label={translate('app.admin_dashboard.cards.total_properties')}
          value={figure(formatNumber(data?.total_properties))}
        />
        <StatCard
          label={translate('app.admin_dashboard.cards.total_users')}
          value={figure(formatNumber(data?.total_users))}
        />
        <StatCard
          label={translate('app.admin_dashboard.cards.active_brokers')}
          value={figure(formatNumber(data?.active_brokers))}
        />
        <StatCard
          label={translate('app.admin_dashboard.cards.total_revenue')}
          value={figure(formatRupees(data?.total_revenue))}
        />
      </StatGrid>
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={translate(`app.admin_dashboard.tabs.${key}`)}
              id={`dashboard-tab-${key}`}
              aria-controls="dashboard-panel"
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id="dashboard-panel" aria-labelledby={`dashboard-tab-${tab}`}>
          {tab === 'properties' && <PropertiesPanel />}
          {tab === 'applications' && <ApplicationsPanel />}
          {screen && (
            <Box sx={{ py: 2 }}>
              <Button component={Link} to={screen.route} variant="outlined">
                {translate('app.admin_dashboard.open_screen', {
                  screen: translate(`app.menu.${screen.menu}`),
                })}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
