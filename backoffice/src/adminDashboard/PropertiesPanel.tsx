import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatRupees } from '@rentals/core/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DASHBOARD_PROPERTY_STATUSES,
  dashboardPropertyFiltersSchema,
  type DashboardPropertyFilters,
} from '@rentals/core/validation/consoleFilters';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { StatusChip } from '../console/StatusChip.tsx';
import { useDebounced } from '../console/useDebounced.ts';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { PropertyStatusFilter } from '../dataProvider/adminDashboard.ts';
import { BusyButton } from '../common/BusyButton.tsx';
import { FilterForm, FilterSelect } from '../common/FilterForm.tsx';
import './texts.ts';

const PER_PAGE = 20;
const FIRST_FILTERS: DashboardPropertyFilters = { search: '', status: 'all' };

/** Properties tab (spec 2.4): search and status filter applied by the database, Approve and View per row. */
export function PropertiesPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DashboardPropertyFilters>(FIRST_FILTERS);
  const search = useDebounced(filters.search);
  const [page, setPage] = useState(0);
  const availability: PropertyStatusFilter = filters.status === 'all' ? null : filters.status;
  const { data, error, isFetching } = useQuery({
    queryKey: ['admin-dashboard', 'properties', search, availability, page],
    queryFn: () => dataProvider.searchProperties({ search, availability, page, perPage: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  useNotifyOnError(error, 'app.admin_dashboard.load_failed');
  const approve = useMutation({
    mutationFn: (id: string) => dataProvider.approveProperty(id),
    onSuccess: () => {
      notify('app.admin_dashboard.property_approved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard', 'properties'] });
    },
    onError: () => notify('app.admin_dashboard.property_failed', { type: 'error' }),
  });
  return (
    <Stack spacing={2}>
      <FilterForm
        schema={dashboardPropertyFiltersSchema}
        defaultValues={FIRST_FILTERS}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="search"
            type="search"
            size="small"
            label={translate('app.admin_dashboard.search')}
            helperText={false}
            // Grows into the row; the status select beside it keeps its own width instead of taking
            // the row (react-admin's theme makes every field full width).
            sx={{ flex: 1, minWidth: 0 }}
          />
          <FilterSelect
            source="status"
            label={translate('app.admin_dashboard.status')}
            choices={DASHBOARD_PROPERTY_STATUSES}
            choiceLabel={(s) => `app.admin_dashboard.statuses.${s}`}
            sx={{ minWidth: 180, flex: { sm: '0 0 12rem' } }}
          />
        </Stack>
      </FilterForm>
      {isFetching && (
        <LinearProgress
          aria-label={translate('app.part_loading', { part: translate('app.admin_dashboard.tabs.properties') })}
        />
      )}
      {error && <Alert severity="error">{translate('app.admin_dashboard.load_failed')}</Alert>}
      {data?.data.length === 0 && (
        <Typography color="text.secondary">
          {translate('app.admin_dashboard.no_properties')}
        </Typography>
      )}
      {data && data.data.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.admin_dashboard.tabs.properties')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.properties.fields.title')}</TableCell>
                <TableCell>{translate('resources.properties.fields.city')}</TableCell>
                <TableCell align="right">{translate('resources.properties.fields.rent')}</TableCell>
                <TableCell>{translate('app.admin_dashboard.status')}</TableCell>
                <TableCell>{translate('resources.properties.fields.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell sx={{ minWidth: 180 }}>{p.title}</TableCell>
                  <TableCell>{p.city}</TableCell>
                  <TableCell align="right">
                    {translate('app.admin_dashboard.per_month', { amount: formatRupees(p.rent) })}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={p.availability} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <BusyButton
                      size="small"
                      variant="contained"
                      disabled={p.verified || approve.isPending}
                      onClick={() => approve.mutateAsync(p.id)}
                      aria-label={`${translate(p.verified ? 'app.admin_dashboard.approved' : 'app.admin_dashboard.approve')}: ${p.title}`}
                    >
                      {translate(
                        p.verified ? 'app.admin_dashboard.approved' : 'app.admin_dashboard.approve',
                      )}
                    </BusyButton>
                    <IconButton
                      href={`/property/${p.id}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${translate('app.admin_dashboard.view')}: ${p.title}`}
                    >
                      <VisibilityIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2">
          {translate('app.admin_dashboard.page', { page: page + 1 })}
        </Typography>
        <Button onClick={() => setPage((p) => p - 1)} disabled={page === 0}>
          {translate('app.admin_dashboard.previous')}
        </Button>
        <Button onClick={() => setPage((p) => p + 1)} disabled={!data?.hasNextPage}>
          {translate('app.admin_dashboard.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
