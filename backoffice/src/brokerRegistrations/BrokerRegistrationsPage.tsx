import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { DataTable, List, Pagination, Title, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { asText, type CsvColumn } from '../common/csv.ts';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { ActivateButton } from './ActivateButton.tsx';
import { useStatusLabel } from '../console/codeLabels.ts';
import type { RegistrationRecord } from './types.ts';

const Column = DataTable.Col<RegistrationRecord>;
const META = { columns: ['*', 'reference_repeated', 'brokers(name,phone,city,activated)'] };
const FILTER = { kind: 'broker_registration' };
const LOAD_FAILED = 'app.broker_registrations.load_failed';

const CSV: CsvColumn<RegistrationRecord>[] = [
  ['Broker', (r) => r.brokers?.name],
  ['Phone', (r) => asText(r.brokers?.phone)],
  ['City', (r) => r.brokers?.city],
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

/** The broker's name, with phone and city under it: two brokers may share a name. */
function BrokerCell({ record }: { record: RegistrationRecord }) {
  if (!record.brokers) return <>—</>;
  const { name, phone, city } = record.brokers;
  const details = [phone, city].filter(Boolean).join(' · ');
  return (
    <Stack>
      <span>{name}</span>
      {details && (
        <Typography variant="caption" color="text.secondary">
          {details}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The payment reference, flagged when another payment carries it too or when a provider that has
 * one left it out: activation refuses a reference already settled and a missing one.
 */
function ReferenceCell({ record }: { record: RegistrationRecord }) {
  const translate = useTranslate();
  const missing = !record.provider_payment_id && record.provider !== 'cash';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{record.provider_payment_id ?? '—'}</span>
      {record.reference_repeated && (
        <Chip size="small" color="warning" label={translate('app.broker_registrations.reference_repeated')} />
      )}
      {missing && <Chip size="small" color="warning" label={translate('app.broker_registrations.reference_missing')} />}
    </Stack>
  );
}

function Actions() {
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button size="small" startIcon={<RefreshIcon />} onClick={refresh}>
        {translate('app.broker_registrations.refresh')}
      </Button>
      <PagedExportButton filename="broker-registrations" columns={CSV} meta={META} />
    </TopToolbar>
  );
}

/** Broker registration payments, newest first, at most 100 a page, each with Mark Paid + Activate. */
export default function BrokerRegistrationsPage() {
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  return (
    <Stack sx={{ py: 2 }}>
      <Title title={translate('app.broker_registrations.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.broker_registrations.title')}
      </Typography>
      <List<RegistrationRecord>
        sx={SCROLLING_LIST_SX}
        resource="payments"
        filter={FILTER}
        queryOptions={{ meta: META }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={100}
        title={false}
        storeKey="brokerRegistrations"
        disableSyncWithLocation
        actions={<Actions />}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        empty={<EmptyText text="app.broker_registrations.empty" />}
        error={<ListError text={LOAD_FAILED} />}
      >
        <DataTable<RegistrationRecord> rowClick={false} bulkActionButtons={false}>
          <Column source="broker_id" disableSort render={(r) => <BrokerCell record={r} />} />
          <Column source="provider" render={(r) => statusLabel(r.provider)} />
          <Column source="provider_payment_id" render={(r) => <ReferenceCell record={r} />} />
          <Column source="amount" align="right" render={(r) => formatRupees(r.amount)} />
          <Column
            source="status"
            render={(r) => (
              <Chip
                size="small"
                label={statusLabel(r.status)}
                color={
                  r.status === 'succeeded' ? 'success' : r.status === 'failed' ? 'error' : 'warning'
                }
              />
            )}
          />
          <Column
            label="resources.payments.fields.actions"
            render={(r) => <ActivateButton record={r} />}
          />
        </DataTable>
      </List>
    </Stack>
  );
}
