import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { formatNumber } from '@rentals/core/money';
import { NOT_AN_AFFILIATE } from '@rentals/core/validation/messages';
import { lazy, Suspense, useState } from 'react';
import { ColumnsButton, downloadCSV, List, Pagination, Title, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { AdminUserRow } from '../dataProvider/users.ts';
import { ShadowPowerDialog, type ShadowPowerTarget } from '../shadowPower/ShadowPowerDialog.tsx';
import { exportUsersCsv } from './exportUsers.ts';
import { userFilters } from './userFilters.tsx';
import { UsersTable } from './UsersTable.tsx';
import { UserStatsCards } from './UserStatsCards.tsx';
import './texts.ts';

// The RVL form and its date picker load when an admin opens it, so the screen itself stays light.
const AddRvlDialog = lazy(() => import('./AddRvlDialog.tsx').then((m) => ({ default: m.AddRvlDialog })));
const UserCrmDialog = lazy(() => import('../crm/UserCrmDialog.tsx').then((m) => ({ default: m.UserCrmDialog })));

const ROWS_PER_PAGE = [10, 25, 50, 100];

/** How many match, and every one of them as CSV (the search and role as filtered). */
function UsersActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const { total, filterValues } = useListContext<AdminUserRow>();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { q, role } = filterValues as { q?: string; role?: string };
      downloadCSV(await exportUsersCsv(dataProvider.searchUsers, q?.trim() ?? '', role ?? null), 'users');
    } catch {
      notify('app.users.load_failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Typography role="status" color="text.secondary" variant="body2">
        {total != null ? translate('app.users.count', { count: formatNumber(total) }) : ''}
      </Typography>
      <ColumnsButton />
      <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting || !total}>
        {translate('app.users.export')}
      </Button>
    </TopToolbar>
  );
}

/**
 * The Users tab (spec 2.3): people searched, filtered by role and paged by the database
 * (admin_search_users), the search, role and page kept in the address, with the CRM, Add RVL and
 * Shadow Power actions.
 */
export function UsersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [crmUser, setCrmUser] = useState<AdminUserRow | null>(null);
  const [rvlUser, setRvlUser] = useState<AdminUserRow | null>(null);
  const [shadowTarget, setShadowTarget] = useState<ShadowPowerTarget | null>(null);

  const openShadowPower = (row: AdminUserRow) => {
    if (!row.affiliate_id) notify(NOT_AN_AFFILIATE, { type: 'error' });
    else setShadowTarget({ affiliate_id: row.affiliate_id, full_name: row.full_name });
  };

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.users.title')} />
      <Typography component="h1" variant="h5">
        {translate('app.users.title')}
      </Typography>
      <UserStatsCards />
      <List<AdminUserRow>
        resource="admin_users"
        title={false}
        sx={SCROLLING_LIST_SX}
        filters={userFilters}
        perPage={25}
        actions={<UsersActions />}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        empty={false}
        error={<ListError text="app.users.load_failed" />}
      >
        <UsersTable onViewCrm={setCrmUser} onAddRvl={setRvlUser} onShadowPower={openShadowPower} />
      </List>
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
