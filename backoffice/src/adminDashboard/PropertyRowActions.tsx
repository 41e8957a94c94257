import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { DashboardProperty } from '../dataProvider/adminDashboard.ts';
import './texts.ts';

/** Approve (busy, and deaf to a second click, until answered) and View on the site, in one row. */
export function PropertyRowActions({ property: p }: { property: DashboardProperty }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: (id: string) => dataProvider.approveProperty(id),
    onSuccess: () => {
      notify('app.admin_dashboard.property_approved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin_property_search'] });
    },
    onError: () => notify('app.admin_dashboard.property_failed', { type: 'error' }),
  });
  const label = p.verified ? 'app.admin_dashboard.approved' : 'app.admin_dashboard.approve';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <BusyButton
        size="small"
        variant="contained"
        disabled={p.verified || approve.isPending}
        onClick={() => approve.mutateAsync(p.id)}
        aria-label={`${translate(label)}: ${p.title}`}
      >
        {translate(label)}
      </BusyButton>
      <IconButton
        size="small"
        href={`/property/${p.id}`}
        target="_blank"
        rel="noopener"
        aria-label={`${translate('app.admin_dashboard.view')}: ${p.title}`}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
