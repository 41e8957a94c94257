import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { ColumnsButton, DataTable, List, Pagination, Title, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { asText, type CsvColumn } from '../common/csv.ts';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { ActivateButton } from './ActivateButton.tsx';
import { BulkActivateButton } from './BulkActivateButton.tsx';
import { BrokerCell, ProviderCell, ReferenceCell, StatusCell } from './registrationCells.tsx';
import { DEFAULT_FILTER, RegistrationAside, registrationFilters } from './registrationFilters.tsx';
import type { RegistrationRecord } from './types.ts';

const Column = DataTable.Col<RegistrationRecord>;
const LOAD_FAILED = 'app.broker_registrations.load_failed';

const CSV: CsvColumn<RegistrationRecord>[] = [
  ['Broker', (r) => r.broker_name],
  ['Phone', (r) => asText(r.broker_phone)],
  ['City', (r) => r.broker_city],
  ['Provider', (r) => r.provider],
  ['Ref', (r) => r.provider_payment_id],
  ['Ref repeated', (r) => (r.reference_repeated ? 'yes' : '')],
  ['Amount', (r) => Number(r.amount)],
  ['Status', (r) => r.status],
  ['Registered', (r) => formatDate(r.created_at)],
  ['Paid', (r) => formatDate(r.paid_at)],
];

// The page holds 100 rows; the choices must include it, or the selector shows blank.
const ROWS_PER_PAGE = [25, 50, 100];

function Actions() {
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ColumnsButton />
      <Button size="small" startIcon={<RefreshIcon />} onClick={refresh}>
        {translate('app.broker_registrations.refresh')}
      </Button>
      <PagedExportButton filename="broker-registrations" columns={CSV} />
    </TopToolbar>
  );
}

/**
 * Broker registration payments, newest first, at most 100 a page, opening on the pending ones:
 * searched by broker or reference, filtered by status, provider, a repeated reference and date (in
 * the address, and saved as queries), each with Mark Paid + Activate, several at once when selected.
 */
export default function BrokerRegistrationsPage() {
  const translate = useTranslate();
  return (
    <Stack sx={{ py: 2 }}>
      <Title title={translate('app.broker_registrations.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.broker_registrations.title')}
      </Typography>
      <List<RegistrationRecord>
        sx={SCROLLING_LIST_SX}
        resource="admin_broker_registrations"
        filters={registrationFilters}
        filterDefaultValues={DEFAULT_FILTER}
        aside={<RegistrationAside />}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={100}
        title={false}
        actions={<Actions />}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        empty={<EmptyText text="app.broker_registrations.empty" />}
        error={<ListError text={LOAD_FAILED} />}
      >
        <DataTable<RegistrationRecord>
          rowClick={false}
          bulkActionButtons={<BulkActivateButton />}
          isRowSelectable={(r) => r.status === 'pending'}
          hiddenColumns={['paid_at']}
        >
          <Column source="broker_name" render={(r) => <BrokerCell record={r} />} />
          <Column source="provider" render={(r) => <ProviderCell provider={r.provider} />} />
          <Column source="provider_payment_id" render={(r) => <ReferenceCell record={r} />} />
          <Column source="amount" align="right" render={(r) => formatRupees(r.amount)} />
          <Column source="status" render={(r) => <StatusCell status={r.status} />} />
          <Column source="created_at" render={(r) => formatDate(r.created_at)} />
          <Column source="paid_at" render={(r) => formatDate(r.paid_at)} />
          <Column
            source="actions"
            disableSort
            label="resources.admin_broker_registrations.fields.actions"
            render={(r) => <ActivateButton record={r} />}
          />
        </DataTable>
      </List>
    </Stack>
  );
}
