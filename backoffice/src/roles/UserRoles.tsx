import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { ROLE_LABELS, type AppRole } from '@rentals/core/rules/roles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';

interface Props {
  roles: AppRole[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Removes the role; the dialog stays open, busy, until it settles. */
  onRemove: (role: AppRole) => unknown;
}

/** The user's roles; a click on one asks whether to remove it. */
export function UserRoles({ roles, loading, failed, onRemove }: Props) {
  const translate = useTranslate();
  const [asking, setAsking] = useState<AppRole | null>(null);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [named, setNamed] = useState<AppRole | null>(null);
  const ask = (role: AppRole) => {
    setAsking(role);
    setNamed(role);
  };
  if (loading) return (
      <CircularProgress size={24} aria-label={translate('app.role_management.loading')} />
    );
  if (failed)
    return (
      <Typography color="error" role="alert">
        {translate('app.role_management.load_failed')}
      </Typography>
    );
  if (!roles)
    return (
      <Typography color="text.secondary">{translate('app.role_management.pick_user')}</Typography>
    );
  if (roles.length === 0)
    return (
      <Typography color="text.secondary">{translate('app.role_management.no_roles')}</Typography>
    );
  const labelOf = (r: AppRole) => translate(`app.role_labels.${r}`, { _: ROLE_LABELS[r] });
  const role = { role: named ? labelOf(named) : '' };
  return (
    <>
      <Box
        component="ul"
        aria-label={translate('app.role_management.current')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {roles.map((r) => (
          <li key={r}>
            <Chip
              label={labelOf(r)}
              onClick={() => ask(r)}
              onDelete={() => ask(r)}
              aria-label={translate('app.role_management.remove_role', { role: labelOf(r) })}
              color={r === 'admin' ? 'error' : 'default'}
            />
          </li>
        ))}
      </Box>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="remove-role-title"
        aria-describedby="remove-role-text"
      >
        <DialogTitle id="remove-role-title">
          {translate('app.roles.remove_title', role)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-role-text">
            {translate('app.roles.remove_text', role)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('app.roles.cancel')}</Button>
          <BusyButton
            color="error"
            variant="contained"
            onClick={async () => {
              if (asking) await onRemove(asking);
              setAsking(null);
            }}
          >
            {translate('app.roles.remove')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
