import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../console/StatusChip.tsx';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { DashboardApplication } from '../dataProvider/adminDashboard.ts';
import './texts.ts';

// The one approval (spec 2.9): loaded when an admin opens it, so the dashboard stays light.
const ApproveConfigureDialog = lazy(() =>
  import('../managedRentals/ApproveConfigureDialog.tsx').then((m) => ({
    default: m.ApproveConfigureDialog,
  })),
);

/**
 * Applications tab (spec 2.4): the latest managed rental applications. Approve on a submitted one
 * opens Approve & Configure, the same approval as Managed Rentals, so every approved application
 * gets its managed property and terms.
 */
export function ApplicationsPanel() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const [approving, setApproving] = useState<DashboardApplication | null>(null);
  const { data, error } = useQuery({
    queryKey: ['admin-dashboard', 'applications'],
    queryFn: () => dataProvider.listRecentApplications(),
  });
  useNotifyOnError(error, 'app.admin_dashboard.load_failed');
  if (error) return <Alert severity="error">{translate('app.admin_dashboard.load_failed')}</Alert>;
  if (!data)
    return (
      <Skeleton
        variant="rectangular"
        height={160}
        role="progressbar"
        aria-label={translate('app.part_loading', { part: translate('app.admin_dashboard.tabs.applications') })}
      />
    );
  if (data.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('app.admin_dashboard.no_applications')}
      </Typography>
    );
  return (
    <>
      <List aria-label={translate('app.admin_dashboard.tabs.applications')}>
        {data.map((a) => {
          const place = [a.locality, a.property_location].filter(Boolean).join(', ');
          return (
            <ListItem key={a.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={place}
                secondary={`${translate('app.admin_dashboard.per_month', { amount: formatRupees(a.monthly_rent) })} · ${translate('app.admin_dashboard.submitted_on', { date: formatDate(a.created_at) })}`}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <StatusChip status={a.status} />
                {a.status === 'submitted' && (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => setApproving(a)}
                    aria-label={`${translate('app.admin_dashboard.approve')}: ${place}`}
                  >
                    {translate('app.admin_dashboard.approve')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {approving && (
        <Suspense fallback={null}>
          <ApproveConfigureDialog application={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
    </>
  );
}
