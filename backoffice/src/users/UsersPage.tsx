import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  LinearProgress,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { formatNumber } from '@rentals/core/money';
import { NOT_AN_AFFILIATE } from '@rentals/core/validation/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { downloadCSV, Title, useNotify, useTranslate } from 'react-admin';
import { SearchForm } from '../common/SearchForm.tsx';
import { usePaginationTexts } from '../common/usePaginationTexts.ts';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { AdminUserRow } from '../dataProvider/users.ts';
import { ShadowPowerDialog, type ShadowPowerTarget } from '../shadowPower/ShadowPowerDialog.tsx';
import { exportUsersCsv } from './exportUsers.ts';
import { UsersTable } from './UsersTable.tsx';
import { UserStatsCards } from './UserStatsCards.tsx';

// The RVL form and its date picker load when an admin opens it, so the screen itself stays light.
const AddRvlDialog = lazy(() =>
  import('./AddRvlDialog.tsx').then((m) => ({ default: m.AddRvlDialog })),
);
const UserCrmDialog = lazy(() =>
  import('../crm/UserCrmDialog.tsx').then((m) => ({ default: m.UserCrmDialog })),
);

/** The Users tab (spec 2.3): searched and paged on the server, with the CRM, Add RVL and Shadow Power actions. */
export function UsersPage() {
  const translate = useTranslate();
  const paginationTexts = usePaginationTexts();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [crmUser, setCrmUser] = useState<AdminUserRow | null>(null);
  const [rvlUser, setRvlUser] = useState<AdminUserRow | null>(null);
  const [shadowTarget, setShadowTarget] = useState<ShadowPowerTarget | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, error, isFetching } = useQuery({
    queryKey: ['users', 'search', search, page, perPage],
    queryFn: () => dataProvider.searchUsers({ search, page, perPage }),
    placeholderData: keepPreviousData,
  });
  useNotifyOnError(error, 'app.users.load_failed');

  const openShadowPower = (row: AdminUserRow) => {
    if (!row.affiliate_id) notify(NOT_AN_AFFILIATE, { type: 'error' });
    else setShadowTarget({ affiliate_id: row.affiliate_id, full_name: row.full_name });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCSV(await exportUsersCsv(dataProvider.searchUsers, search), 'users');
    } catch {
      notify('app.users.load_failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.users.title')} />
      <Typography component="h1" variant="h5">
        {translate('app.users.title')}
      </Typography>
      <UserStatsCards />
      <Card variant="outlined">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { sm: 'center' } }}
        >
          <SearchForm
            label={translate('app.users.search')}
            placeholder={translate('app.users.search_placeholder')}
            onSearch={(term) => {
              setSearch(term);
              setPage(0);
            }}
            sx={{ flex: 1 }}
          />
          <Typography role="status" color="text.secondary">
            {data ? translate('app.users.count', { count: formatNumber(data.total) }) : ''}
          </Typography>
          <Button
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            disabled={exporting || !data?.total}
          >
            {translate('app.users.export')}
          </Button>
        </Stack>
        {isFetching && <LinearProgress aria-hidden />}
        {error && <Alert severity="error">{translate('app.users.load_failed')}</Alert>}
        {data && data.data.length === 0 && (
          <Typography sx={{ p: 2 }}>{translate('app.users.empty')}</Typography>
        )}
        {data && data.data.length > 0 && (
          <UsersTable
            rows={data.data}
            onViewCrm={setCrmUser}
            onAddRvl={setRvlUser}
            onShadowPower={openShadowPower}
          />
        )}
        <TablePagination
          {...paginationTexts}
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Card>
      {rvlUser && (
        <Suspense fallback={null}>
          <AddRvlDialog target={rvlUser} onClose={() => setRvlUser(null)} />
        </Suspense>
      )}
      <ShadowPowerDialog target={shadowTarget} mode="add" onClose={() => setShadowTarget(null)} />
      {crmUser && (
        <Suspense fallback={null}>
          <UserCrmDialog
            userId={crmUser.id}
            onClose={() => setCrmUser(null)}
            onAddRvl={() => setRvlUser(crmUser)}
            onShadowPower={() => openShadowPower(crmUser)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
