import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { ActiveProperties } from './ActiveProperties.tsx';
import { PENDING_FILTER, PendingApplications } from './PendingApplications.tsx';
import { RvlTracking } from './RvlTracking.tsx';
import './texts.ts';

const TABS = ['pending', 'active', 'rvl'] as const;
type View = (typeof TABS)[number];

/**
 * The view is part of the address (/managed-rentals, /managed-rentals/active, /managed-rentals/rvl),
 * so each list keeps its own search and filters in the address beside it, and a reload or a shared
 * link opens the same list the same way.
 */
function useView(): [View, (view: View) => void] {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const match = /\/(active|rvl)\/?$/.exec(pathname);
  const base = pathname.slice(0, match ? match.index : undefined).replace(/\/$/, '');
  const view: View = match ? (match[1] as View) : 'pending';
  // A new view opens with its own last filters (react-admin's store), not the address's of the last.
  return [view, (next) => navigate(next === 'pending' ? base || '/' : `${base}/${next}`)];
}

/** How many rows a tab's list holds, from one one-row request. */
function useCount(resource: string, filter: Record<string, unknown> = {}) {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return total;
}

/** Managed Property Rentals: review applications, the configured properties and their monthly RVL. */
export default function ManagedRentalsPage() {
  const translate = useTranslate();
  const [view, setView] = useView();
  const tab = TABS.indexOf(view);
  const counts = [
    useCount('admin_managed_applications', PENDING_FILTER),
    useCount('admin_managed_properties'),
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('app.managed_rentals.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.managed_rentals.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setView(TABS[value] ?? 'pending')}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('app.managed_rentals.views')}
      >
        {TABS.map((name, i) => {
          const label = translate(`app.managed_rentals.tabs.${name}`);
          return (
          <Tab
            key={name}
            label={
              counts[i] == null
                ? label
                : translate('app.managed_rentals.tab_count', { label, count: counts[i] })
            }
            id={`managed-tab-${i}`}
            aria-controls={`managed-panel-${i}`}
          />
          );
        })}
      </Tabs>
      <div role="tabpanel" id={`managed-panel-${tab}`} aria-labelledby={`managed-tab-${tab}`}>
        {tab === 0 && <PendingApplications />}
        {tab === 1 && <ActiveProperties />}
        {tab === 2 && <RvlTracking />}
      </div>
    </Box>
  );
}
