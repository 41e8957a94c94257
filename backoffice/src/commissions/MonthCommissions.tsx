import { Card, CardContent, Chip, Typography } from '@mui/material';
import { formatDate, formatMonth, shortId } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { DataTable, List, Pagination, TextInput, useTranslate } from 'react-admin';
import { ChoiceFilter } from '../common/ChoiceFilter.tsx';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { TwoLines } from '../common/TwoLines.tsx';
import type { CommissionRow } from '../dataProvider/commissions.ts';
import { BulkMarkPaidButton, MarkPaidButton } from './MarkPaidButtons.tsx';
import './texts.ts';

const Column = DataTable.Col<CommissionRow>;
const who = (row: CommissionRow) => row.full_name ?? row.affiliate_id ?? shortId(row.broker_id);

const filters = [
  <TextInput
    key="q"
    source="q"
    type="search"
    label="app.commissions.search"
    size="small"
    helperText={false}
    alwaysOn
    resettable={false}
  />,
  <ChoiceFilter
    key="status"
    source="status"
    label="app.commissions.filter"
    allLabel="app.commissions.filter_all"
    choices={[
      { id: 'pending', name: 'app.commissions.filter_pending' },
      { id: 'paid', name: 'app.commissions.filter_paid' },
    ]}
    alwaysOn
  />,
];

function StatusCell({ row }: { row: CommissionRow }) {
  const translate = useTranslate();
  if (row.status === 'pending') return <MarkPaidButton row={row} name={who(row)} />;
  return (
    <TwoLines
      primary={<Chip size="small" color="success" label={translate('app.commissions.filter_paid')} />}
      secondary={translate('app.commissions.paid_on', { date: formatDate(row.paid_at) })}
    />
  );
}

/**
 * The month's commission rows, biggest first (month_commissions), pending first by default,
 * searched by affiliate ID and paged by the database, with Mark Paid for one row or every
 * selected one (undoable while its notification shows). The list's filters and page are kept in
 * react-admin's store for each month, since the month picked is not in the address.
 */
export function MonthCommissions({ month }: { month: string }) {
  const translate = useTranslate();
  const heading = translate('app.commissions.list_heading', { month: formatMonth(month) });
  return (
    <Card variant="outlined" component="section" aria-label={heading}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
        <List<CommissionRow>
          resource="month_commissions"
          storeKey={`month_commissions.${month}`}
          disableSyncWithLocation
          filter={{ month_year: month }}
          filters={filters}
          filterDefaultValues={{ status: 'pending' }}
          perPage={50}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          title={false}
          actions={false}
          empty={false}
          error={<ListError text="app.commissions.list_failed" />}
          sx={SCROLLING_LIST_SX}
        >
          <DataTable<CommissionRow>
            rowClick={false}
            bulkActionButtons={<BulkMarkPaidButton />}
            isRowSelectable={(row) => row.status === 'pending'}
            empty={<EmptyText text="app.commissions.empty" />}
          >
            <Column
              source="full_name"
              label="app.commissions.beneficiary"
              disableSort
              render={(row) => (
                <TwoLines primary={who(row)} secondary={row.affiliate_id && row.full_name ? row.affiliate_id : undefined} />
              )}
            />
            <Column source="level" label="app.commissions.level" disableSort />
            <Column
              source="commission_type"
              label="app.commissions.type"
              disableSort
              render={(row) => translate(`app.commissions.${row.commission_type}`)}
            />
            <Column source="percentage" label="app.commissions.percentage" disableSort render={(row) => `${Number(row.percentage)}%`} />
            <Column source="amount" label="app.commissions.amount" align="right" disableSort render={(row) => formatRupees(row.amount)} />
            <Column source="status" label="app.commissions.status" disableSort render={(row) => <StatusCell row={row} />} />
          </DataTable>
        </List>
      </CardContent>
    </Card>
  );
}
