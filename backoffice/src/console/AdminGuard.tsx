import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { LogoutButton } from './LogoutButton.tsx';

// A person without the role goes to their own portal (spec 2.1: lacking a role → /portal).
const GO_BACK_TO = '/portal';

/**
 * The admin guard of spec 2.2: asks the database whether the signed-in person is an admin. A
 * convenience only: every admin read and action is refused by the database itself.
 */
export function AdminGuard({ children, onGoBack }: { children?: ReactNode; onGoBack?: () => void }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data: isAdmin, isPending } = useQuery({
    queryKey: ['console', 'isAdmin'],
    queryFn: () => dataProvider.isAdmin(),
    retry: false,
  });
  if (isPending) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ p: 4, justifyContent: 'center', alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('app.guard.verifying')}</Typography>
      </Stack>
    );
  }
  if (isAdmin) return <>{children}</>;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 420, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.guard.denied')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.guard.denied_detail')}
        </Typography>
        <Stack direction="row" spacing={2} justifyContent="center">
          <Button variant="contained" onClick={onGoBack ?? (() => window.location.assign(GO_BACK_TO))}>
            {translate('app.guard.go_back')}
          </Button>
          <LogoutButton variant="text" />
        </Stack>
      </Paper>
    </Box>
  );
}
