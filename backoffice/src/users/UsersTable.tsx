import { Card, CardContent, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { EmptyText } from '../common/ListStates.tsx';
import { TwoLines } from '../common/TwoLines.tsx';
import type { AdminUserRow } from '../dataProvider/users.ts';
import { CompletionCell, JoinedCell, PersonCell, PhoneCell, PlaceCell, placeOf, RolesCell } from './userCells.tsx';
import { UserRowMenu, type UserActions } from './UserRowMenu.tsx';

const Column = DataTable.Col<AdminUserRow>;
const label = (key: string) => `app.users.columns.${key}`;

/**
 * The people of the list in context (spec 2.3): one dense row each at 1280 px (secondary facts
 * in small text beneath, the actions behind one menu), a card each on a phone.
 */
export function UsersTable({ cards, ...actions }: UserActions & { /** Cards whatever the screen (a story of the phone). */ cards?: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (cards ?? phone) return <UserCards {...actions} />;
  return (
    <DataTable<AdminUserRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<EmptyText text="app.users.empty" />}
      // The row fits beside the menu at 1280 px; completion is one click away (Columns).
      hiddenColumns={['profile_completion_percentage']}
    >
      <Column source="full_name" label={label('user')} disableSort render={(row) => <PersonCell row={row} />} />
      <Column source="phone" label={label('contact')} disableSort render={(row) => <PhoneCell row={row} />} />
      <Column source="roles" label={label('roles')} disableSort render={(row) => <RolesCell row={row} />} />
      <Column source="city" label={label('location')} disableSort render={(row) => <PlaceCell row={row} />} />
      <Column source="created_at" label={label('joined')} disableSort render={(row) => <JoinedCell row={row} />} />
      <Column
        source="profile_completion_percentage"
        label={label('profile_completion_percentage')}
        disableSort
        render={(row) => <CompletionCell row={row} />}
      />
      <Column source="actions" label={label('actions')} disableSort render={(row) => <UserRowMenu row={row} {...actions} />} />
    </DataTable>
  );
}

/** On a phone each person is a card: name and email, phone, place, roles, joined, the menu. */
function UserCards(actions: UserActions) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<AdminUserRow>();
  if (isPending) return <LinearProgress aria-label={translate('app.users.title')} />;
  if (!data?.length) return <EmptyText text="app.users.empty" />;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 1, m: 0, listStyle: 'none' }} aria-label={translate('app.users.title')}>
      {data.map((row) => (
        <Card key={row.id} component="li" variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <PersonCell row={row} />
              <TwoLines primary={row.phone ?? '—'} secondary={placeOf(row)} maxWidth={300} />
              <RolesCell row={row} />
              <JoinedCell row={row} />
              <Typography variant="caption" color="text.secondary">
                {translate('app.users.completion', { percent: row.profile_completion_percentage })}
              </Typography>
            </Stack>
            <UserRowMenu row={row} {...actions} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
