import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { MANAGED_RENTALS_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { ColumnsButton, DataTable, List, TopToolbar, useNotify } from 'react-admin';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { useStatusLabel } from '../console/codeLabels.ts';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { ACTIVE_CSV } from './managedCsv.ts';
import { TwoLines } from '../common/TwoLines.tsx';
import { ActiveAside, searchFilters } from './managedFilters.tsx';
import { TERM_SOURCES, TermColumns } from './TermColumns.tsx';
import type { ManagedPropertyRecord } from './types.ts';
import './texts.ts';

const Column = DataTable.Col<ManagedPropertyRecord>;

/**
 * Configured managed properties, newest first, searched and filtered in the address (saved as
 * queries): one line a row with its owner under it, the terms set on approval behind Columns.
 */
export function ActiveProperties() {
  const notify = useNotify();
  const statusLabel = useStatusLabel();
  return (
    <List<ManagedPropertyRecord>
      sx={SCROLLING_LIST_SX}
      resource="admin_managed_properties"
      filters={searchFilters}
      aside={<ActiveAside />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title={false}
      actions={
        <TopToolbar>
          <ColumnsButton />
          <PagedExportButton filename="managed-properties" columns={ACTIVE_CSV} />
        </TopToolbar>
      }
      empty={<EmptyText text="app.managed_rentals.empty_active" />}
      error={<ListError text={MANAGED_RENTALS_LOAD_FAILED} />}
      queryOptions={{ onError: () => notify(MANAGED_RENTALS_LOAD_FAILED, { type: 'error' }) }}
    >
      <DataTable<ManagedPropertyRecord>
        rowClick={false}
        bulkActionButtons={false}
        hiddenColumns={[...TERM_SOURCES, 'monthly_rent_payment_date']}
      >
        <Column
          source="property_name"
          render={(p) => <TwoLines primary={p.property_name ?? '—'} secondary={p.owner_name} />}
        />
        <Column source="monthly_rent" align="right" render={(p) => formatRupees(p.monthly_rent)} />
        <Column source="rvl_amount" align="right" render={(p) => formatRupees(p.rvl_amount)} />
        <TermColumns />
        <Column source="payment_mode" render={(p) => statusLabel(p.payment_mode)} />
        <Column source="monthly_rent_payment_date" />
        <Column source="lease_end_date" render={(p) => formatDate(p.lease_end_date)} />
        <Column source="status" render={(p) => statusLabel(p.status)} />
      </DataTable>
    </List>
  );
}
