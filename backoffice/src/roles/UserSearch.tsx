import {
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { SearchForm } from '../common/SearchForm.tsx';
import type { RolesMethods, UserMatch } from '../dataProvider/roles.ts';

const MIN_LENGTH = 2;

/** Finds a person by name or email and hands their id to the role form. */
export function UserSearch({ onPick }: { onPick: (user: UserMatch) => void }) {
  const dataProvider = useDataProvider<DataProvider & RolesMethods>();
  const translate = useTranslate();
  const [term, setTerm] = useState('');
  const { data, isFetching, isError } = useQuery({
    queryKey: ['roles.lookupUsers', term],
    queryFn: () => dataProvider.lookupUsers(term),
    enabled: term.length >= MIN_LENGTH,
  });

  return (
    <div>
      <SearchForm
        label={translate('app.role_management.search')}
        onSearch={setTerm}
        helperText={
          isFetching
            ? translate('app.role_management.searching')
            : translate('app.role_management.min_length', { count: MIN_LENGTH })
        }
      />
      {isError && (
        <Typography color="error" role="alert">
          {translate('app.role_management.search_failed')}
        </Typography>
      )}
      {term.length >= MIN_LENGTH && data && (
        <Paper variant="outlined" sx={{ mt: 1 }}>
          {data.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('app.role_management.no_match', { term })}
            </Typography>
          ) : (
            <List dense aria-label={translate('app.role_management.matching')}>
              {/* Each result in a list item: a <ul> may hold only <li> (axe 'list'). */}
              {data.map((user) => (
                <ListItem key={user.id} disablePadding>
                  <ListItemButton onClick={() => onPick(user)}>
                    <ListItemText
                      primary={user.full_name ?? translate('app.role_management.unnamed')}
                      secondary={user.email}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      )}
    </div>
  );
}
