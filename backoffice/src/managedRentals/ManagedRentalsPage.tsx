import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { ActiveProperties } from './ActiveProperties.tsx';
import { PENDING_FILTER, PendingApplications } from './PendingApplications.tsx';
import { RvlTracking } from './RvlTracking.tsx';
import './texts.ts';

const TABS = ['pending', 'active', 'rvl'] as const;

/** How many rows a tab's list holds, from one one-row request. */
function useCount(resource: string, filter: Record<string, unknown> = {}) {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return total;
}

/** Managed Property Rentals: review applications, the configured properties and their monthly RVL. */
export default function ManagedRentalsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
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
        onChange={(_, value: number) => setTab(value)}
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
