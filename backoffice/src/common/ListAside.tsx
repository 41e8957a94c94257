import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { SavedQueriesList } from 'react-admin';

/**
 * The side panel of a work list from md up (as in react-admin's demo): the queries the admin saved
 * for it, then its quick filters. On a phone the list keeps its search and status above the rows.
 */
export function ListAside({ children }: { children?: ReactNode }) {
  return (
    <Card
      variant="outlined"
      sx={{
        display: { xs: 'none', md: 'block' },
        order: -1,
        flex: '0 0 13rem',
        mr: 2,
        mt: 1,
        alignSelf: 'flex-start',
      }}
    >
      <CardContent sx={{ pt: 1, '&:last-child': { pb: 1 } }}>
        <SavedQueriesList />
        {children}
      </CardContent>
    </Card>
  );
}
