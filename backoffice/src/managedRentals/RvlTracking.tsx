import { formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { MANAGED_RENTALS_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import { todayIso } from '@rentals/core/dates';
import { ColumnsButton, DataTable, List, TopToolbar, useNotify } from 'react-admin';
import type { CsvColumn } from '../common/csv.ts';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { TwoLines } from '../common/TwoLines.tsx';
import { BulkMarkPaidButton } from './BulkMarkPaidButton.tsx';
import { RvlAside, searchFilters } from './managedFilters.tsx';
import { RvlMonthCell } from './MarkPaidButton.tsx';
import type { RvlTrackingRecord } from './types.ts';
import './texts.ts';

const Column = DataTable.Col<RvlTrackingRecord>;

const monthOf = (r: RvlTrackingRecord, month: string) =>
  r.months?.find((m) => m.payment_month === month);

/**
 * RVL Tracking: each managed property with the current month and the 3 before it, Mark Paid per
 * month, or one month for several properties at once; searched and filtered in the address.
 */
export function RvlTracking() {
  const notify = useNotify();
  const months = rvlTrackingMonths(todayIso());
  const csv: CsvColumn<RvlTrackingRecord>[] = [
    ['Property', (r) => r.property_name],
    ['Owner', (r) => r.owner_name],
    ['RVL Amount', (r) => Number(r.rvl_amount ?? 0)],
    ...months.map((m): CsvColumn<RvlTrackingRecord> => [
      formatMonth(m),
      (r) => {
        const month = monthOf(r, m);
        if (!month) return '';
        return month.payment_status === 'pending' && month.in_lease === false
          ? 'outside lease'
          : month.payment_status;
      },
    ]),
  ];
  return (
    <List<RvlTrackingRecord>
      sx={SCROLLING_LIST_SX}
      resource="admin_rvl_tracking"
      filters={searchFilters}
      aside={<RvlAside />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title={false}
      actions={
        <TopToolbar>
          <ColumnsButton />
          <PagedExportButton filename="rvl-tracking" columns={csv} />
        </TopToolbar>
      }
      empty={<EmptyText text="app.managed_rentals.empty_tracking" />}
      error={<ListError text={MANAGED_RENTALS_LOAD_FAILED} />}
      queryOptions={{ onError: () => notify(MANAGED_RENTALS_LOAD_FAILED, { type: 'error' }) }}
    >
      <DataTable<RvlTrackingRecord> rowClick={false} bulkActionButtons={<BulkMarkPaidButton months={months} />}>
        <Column
          source="property_name"
          render={(r) => <TwoLines primary={r.property_name ?? '—'} secondary={r.owner_name} />}
        />
        <Column source="rvl_amount" align="right" render={(r) => formatRupees(r.rvl_amount)} />
        {months.map((m) => (
          <Column
            key={m}
            source={`month_${m}`}
            disableSort
            label={formatMonth(m)}
            render={(r) => (
              <RvlMonthCell
                propertyId={r.id}
                propertyName={r.property_name}
                month={monthOf(r, m)}
              />
            )}
          />
        ))}
      </DataTable>
    </List>
  );
}
