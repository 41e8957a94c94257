import { Box, Chip, CircularProgress, Typography } from '@mui/material';
import { ROLE_LABELS, type AppRole } from '@rentals/core/rules/roles';

interface Props {
  roles: AppRole[] | undefined;
  loading: boolean;
  failed: boolean;
  onRemove: (role: AppRole) => void;
}

/** The user's roles; a click on one removes it. */
export function UserRoles({ roles, loading, failed, onRemove }: Props) {
  if (loading) return <CircularProgress size={24} aria-label="Loading roles" />;
  if (failed)
    return (
      <Typography color="error" role="alert">
        Failed to load user roles
      </Typography>
    );
  if (!roles)
    return <Typography color="text.secondary">Enter or find a user to see their roles.</Typography>;
  if (roles.length === 0)
    return <Typography color="text.secondary">This user has no roles yet.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Current roles"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {roles.map((role) => (
        <li key={role}>
          <Chip
            label={ROLE_LABELS[role]}
            onClick={() => onRemove(role)}
            onDelete={() => onRemove(role)}
            aria-label={`Remove role ${ROLE_LABELS[role]}`}
            color={role === 'admin' ? 'error' : 'default'}
          />
        </li>
      ))}
    </Box>
  );
}
