import { formatRupees } from '@rentals/core/money';
import { DataTable, List, Pagination, TextInput, useTranslate } from 'react-admin';
import { ChoiceFilter } from '../common/ChoiceFilter.tsx';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { TwoLines } from '../common/TwoLines.tsx';
import { StatusChip } from '../console/StatusChip.tsx';
import type { DashboardProperty } from '../dataProvider/adminDashboard.ts';
import { PropertyRowActions } from './PropertyRowActions.tsx';
import './texts.ts';

const Column = DataTable.Col<DashboardProperty>;

const filters = [
  <TextInput
    key="q"
    source="q"
    type="search"
    size="small"
    label="app.admin_dashboard.search"
    helperText={false}
    alwaysOn
    resettable={false}
    sx={{ minWidth: { sm: 260 } }}
  />,
  <ChoiceFilter
    key="availability"
    source="availability"
    label="app.admin_dashboard.status"
    allLabel="app.admin_dashboard.statuses.all"
    choices={(['available', 'rented', 'maintenance'] as const).map((id) => ({ id, name: `app.admin_dashboard.statuses.${id}` }))}
    alwaysOn
  />,
];

/**
 * Properties tab (spec 2.4): searched and filtered by the database (admin_search_properties), 20
 * a page by Previous and Next (the function counts nothing), the search, status and page in the
 * address, with Approve and View per row.
 */
export function PropertiesPanel() {
  const translate = useTranslate();
  return (
    <List<DashboardProperty>
      resource="admin_property_search"
      title={false}
      actions={false}
      filters={filters}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[20]} />}
      empty={false}
      error={<ListError text="app.admin_dashboard.load_failed" />}
      sx={SCROLLING_LIST_SX}
    >
      <DataTable<DashboardProperty>
        rowClick={false}
        bulkActionButtons={false}
        empty={<EmptyText text="app.admin_dashboard.no_properties" />}
      >
        <Column
          source="title"
          label="resources.properties.fields.title"
          disableSort
          render={(p) => <TwoLines primary={p.title} secondary={p.locality ?? undefined} maxWidth={320} />}
        />
        <Column source="city" label="resources.properties.fields.city" disableSort />
        <Column
          source="rent"
          label="resources.properties.fields.rent"
          align="right"
          disableSort
          render={(p) => translate('app.admin_dashboard.per_month', { amount: formatRupees(p.rent) })}
        />
        <Column source="availability" label="app.admin_dashboard.status" disableSort render={(p) => <StatusChip status={p.availability} />} />
        <Column
          source="actions"
          label="resources.properties.fields.actions"
          disableSort
          render={(p) => <PropertyRowActions property={p} />}
        />
      </DataTable>
    </List>
  );
}
