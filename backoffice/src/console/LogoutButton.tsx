import LogoutIcon from '@mui/icons-material/Logout';
import { Button, type ButtonProps } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';

// Spec 4: admin logout ends on the site's sign-in page.
export const AFTER_LOGOUT = '/auth';

/** Signs this browser out and goes to /auth; on failure says 'Failed to logout. Please try again.'. */
export function LogoutButton({ variant = 'outlined', onLoggedOut }: { variant?: ButtonProps['variant']; onLoggedOut?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await authProvider?.logout({});
    } catch {
      notify('app.logout.failed', { type: 'error' });
      setBusy(false);
      return;
    }
    queryClient.clear();
    if (onLoggedOut) onLoggedOut();
    else window.location.assign(AFTER_LOGOUT);
  };
  return (
    <Button variant={variant} color="inherit" startIcon={<LogoutIcon />} onClick={logout} disabled={busy}>
      {translate('app.logout.label')}
    </Button>
  );
}
