import { Button, Paper, Typography } from '@mui/material';
import { APP_ROLES } from '@rentals/core/rules/roles';
import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import { ChoiceFilter } from '../common/ChoiceFilter.tsx';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import type { AdminUserRow } from '../dataProvider/users.ts';
import { JoinedCell, PersonCell, RolesCell } from '../users/userCells.tsx';
import '../users/texts.ts';

const Column = DataTable.Col<AdminUserRow>;

const roleFilter = [
  <ChoiceFilter
    key="role"
    source="role"
    label="app.people.holders.role"
    allLabel="app.lists.all_roles"
    choices={APP_ROLES.map((id) => ({ id, name: `app.role_labels.${id}` }))}
    alwaysOn
  />,
];

/**
 * Who has role X: the people holding the role picked (admin_search_users' role filter), paged by
 * the database. Its role and page stay in the console's store rather than the address, which
 * belongs to the screen; Manage puts the person into the assignment form.
 */
export function RoleHolders({ onManage }: { onManage: (person: AdminUserRow) => void }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="role-holders-heading" sx={{ p: 2 }}>
      <Typography id="role-holders-heading" variant="subtitle1" component="h2">
        {translate('app.people.holders.heading')}
      </Typography>
      <List<AdminUserRow>
        resource="admin_users"
        storeKey="roles.holders"
        disableSyncWithLocation
        title={false}
        actions={false}
        filters={roleFilter}
        filterDefaultValues={{ role: 'admin' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={false}
        error={<ListError text="app.people.holders.load_failed" />}
        sx={SCROLLING_LIST_SX}
      >
        <DataTable<AdminUserRow> rowClick={false} bulkActionButtons={false} empty={<EmptyText text="app.people.holders.empty" />}>
          <Column source="full_name" label="app.users.columns.user" disableSort render={(row) => <PersonCell row={row} />} />
          <Column source="roles" label="app.users.columns.roles" disableSort render={(row) => <RolesCell row={row} />} />
          <Column source="created_at" label="app.users.columns.joined" disableSort render={(row) => <JoinedCell row={row} />} />
          <Column
            source="actions"
            label="app.users.columns.actions"
            disableSort
            render={(row) => (
              <Button
                size="small"
                onClick={() => onManage(row)}
                aria-label={translate('app.people.holders.manage_name', { name: row.full_name ?? row.email ?? row.id })}
              >
                {translate('app.people.holders.manage')}
              </Button>
            )}
          />
        </DataTable>
      </List>
    </Paper>
  );
}
