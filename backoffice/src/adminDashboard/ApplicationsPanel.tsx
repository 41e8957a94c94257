import {
  Alert,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { StatusChip } from '../console/StatusChip.tsx';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { BusyButton } from '../common/BusyButton.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';

/** Applications tab (spec 2.4): the latest managed rental applications; submitted ones can be approved. */
export function ApplicationsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({
    queryKey: ['admin-dashboard', 'applications'],
    queryFn: () => dataProvider.listRecentApplications(),
  });
  useNotifyOnError(error, 'app.admin_dashboard.load_failed');
  const approve = useMutation({
    mutationFn: (id: string) => dataProvider.approveApplication(id),
    onSuccess: () => {
      notify('app.admin_dashboard.application_approved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: () => notify('app.admin_dashboard.application_failed', { type: 'error' }),
  });
  if (error) return <Alert severity="error">{translate('app.admin_dashboard.load_failed')}</Alert>;
  if (!data)
    return (
      <Skeleton
        variant="rectangular"
        height={160}
        role="progressbar"
        aria-label={`${translate('app.admin_dashboard.tabs.applications')} loading`}
      />
    );
  if (data.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('app.admin_dashboard.no_applications')}
      </Typography>
    );
  return (
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
                <BusyButton
                  size="small"
                  variant="contained"
                  disabled={approve.isPending}
                  onClick={() => approve.mutateAsync(a.id)}
                  aria-label={`${translate('app.admin_dashboard.approve')}: ${place}`}
                >
                  {translate('app.admin_dashboard.approve')}
                </BusyButton>
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
