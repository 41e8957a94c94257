import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { ActiveProperties } from './ActiveProperties.tsx';
import { PENDING_FILTER, PendingApplications } from './PendingApplications.tsx';
import { RvlTracking } from './RvlTracking.tsx';

const TABS = ['Pending Approval', 'Active Properties', 'RVL Tracking'] as const;

/** How many rows a tab's list holds, from one one-row request. */
function useCount(resource: string, filter: Record<string, unknown> = {}) {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return total;
}

/** Managed Property Rentals: review applications, the configured properties and their monthly RVL. */
export default function ManagedRentalsPage() {
  const [tab, setTab] = useState(0);
  const counts = [
    useCount('admin_managed_applications', PENDING_FILTER),
    useCount('admin_managed_properties'),
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Managed Property Rentals" />
      <Typography variant="h5" component="h1" gutterBottom>
        Managed Property Rentals
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Managed rentals views"
      >
        {TABS.map((label, i) => (
          <Tab
            key={label}
            label={counts[i] == null ? label : `${label} (${counts[i]})`}
            id={`managed-tab-${i}`}
            aria-controls={`managed-panel-${i}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`managed-panel-${tab}`} aria-labelledby={`managed-tab-${tab}`}>
        {tab === 0 && <PendingApplications />}
        {tab === 1 && <ActiveProperties />}
        {tab === 2 && <RvlTracking />}
      </div>
    </Box>
  );
}
