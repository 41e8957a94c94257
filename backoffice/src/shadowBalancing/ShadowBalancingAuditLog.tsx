import { Chip } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { SHADOW_BALANCING_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { auditActionVariant } from '@rentals/core/rules/shadowBalancing';
import { DataTable, List, TopToolbar, useNotify, useTranslate } from 'react-admin';
import type { CsvColumn } from '../common/csv.ts';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { badgeColor } from '../common/badgeColor.ts';
import type { AuditRecord } from './types.ts';
import './texts.ts';

const Column = DataTable.Col<AuditRecord>;
const META = { columns: ['*', 'brokers(name)'] };

export function validPeriod(r: AuditRecord): string {
  return r.start_date || r.end_date
    ? `${formatDate(r.start_date)} – ${formatDate(r.end_date)}`
    : '—';
}

const CSV: CsvColumn<AuditRecord>[] = [
  ['Date', (r) => formatDate(r.created_at)],
  ['Broker', (r) => r.brokers?.name],
  ['Action', (r) => r.action],
  ['Reason', (r) => r.reason],
  ['Valid Period', validPeriod],
];

/** Every shadow balancing change, newest first, paged on the server, with CSV export. */
export function ShadowBalancingAuditLog() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <List<AuditRecord>
      sx={SCROLLING_LIST_SX}
      resource="shadow_balancing_audit"
      queryOptions={{
        meta: META,
        onError: () => notify(SHADOW_BALANCING_LOAD_FAILED, { type: 'error' }),
      }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title={false}
      storeKey="shadowBalancing.audit"
      disableSyncWithLocation
      actions={
        <TopToolbar>
          <PagedExportButton filename="shadow-balancing-audit-log" columns={CSV} meta={META} />
        </TopToolbar>
      }
      empty={<EmptyText text="app.shadow_balancing.empty_audit" />}
      error={<ListError text={SHADOW_BALANCING_LOAD_FAILED} />}
    >
      <DataTable<AuditRecord> rowClick={false} bulkActionButtons={false}>
        <Column source="created_at" render={(r) => formatDate(r.created_at)} />
        <Column source="broker_id" disableSort render={(r) => r.brokers?.name ?? '—'} />
        <Column
          source="action"
          render={(r) => (
            <Chip size="small" label={translate(`app.shadow_balancing.${r.action}`, { _: r.action })} color={badgeColor(auditActionVariant(r.action))} />
          )}
        />
        <Column source="reason" disableSort render={(r) => r.reason ?? '—'} />
        <Column source="start_date" disableSort render={validPeriod} />
      </DataTable>
    </List>
  );
}
