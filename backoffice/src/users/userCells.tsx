import { Avatar, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { ROLE_LABELS, roleBadgeVariant, type AppRole } from '@rentals/core/rules/roles';
import { useTranslate } from 'react-admin';
import { TwoLines } from '../common/TwoLines.tsx';
import type { AdminUserRow } from '../dataProvider/users.ts';

const CHIP_COLOURS = {
  destructive: 'error',
  secondary: 'secondary',
  default: 'primary',
  outline: 'default',
} as const;

/** The person: avatar, name, and email beneath in small text. */
export function PersonCell({ row }: { row: AdminUserRow }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={row.avatar_url ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
        {(row.full_name ?? row.email ?? '?').charAt(0).toUpperCase()}
      </Avatar>
      <TwoLines primary={row.full_name ?? '—'} secondary={row.email ?? undefined} maxWidth={180} />
    </Stack>
  );
}

/** The phone, and whether a texted code confirmed it. */
export function PhoneCell({ row }: { row: AdminUserRow }) {
  const translate = useTranslate();
  return (
    <TwoLines
      primary={row.phone ?? '—'}
      secondary={row.phone && row.phone_verified ? translate('app.users.phone_verified') : undefined}
      maxWidth={140}
    />
  );
}

// Chips shown on a row; more roles are counted in one chip, which names them all.
const SHOWN_ROLES = 2;

/** The person's roles as chips on one line: the first two, then '+N' for the rest. */
export function RolesCell({ row }: { row: AdminUserRow }) {
  const translate = useTranslate();
  const label = (role: string) => translate(`app.role_labels.${role}`, { _: ROLE_LABELS[role as AppRole] ?? role });
  const rest = row.roles.slice(SHOWN_ROLES);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'nowrap' }}>
      {row.roles.slice(0, SHOWN_ROLES).map((role) => (
        <Chip key={role} size="small" label={label(role)} color={CHIP_COLOURS[roleBadgeVariant(role)]} />
      ))}
      {rest.length > 0 && (
        <Chip size="small" variant="outlined" label={`+${rest.length}`} title={rest.map(label).join(', ')} aria-label={rest.map(label).join(', ')} />
      )}
    </Stack>
  );
}

/** The day they joined, and their last sign-in beneath: two lines, never more. */
export function JoinedCell({ row }: { row: AdminUserRow }) {
  const translate = useTranslate();
  return (
    <TwoLines
      primary={formatDate(row.created_at)}
      secondary={
        row.last_login_at
          ? translate('app.users.last_login', { date: formatDate(row.last_login_at) })
          : translate('app.users.never_logged_in')
      }
      maxWidth={140}
    />
  );
}

/** How complete the profile is, as a bar and its percentage. */
export function CompletionCell({ row }: { row: AdminUserRow }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: 96 }}>
      <LinearProgress
        variant="determinate"
        value={row.profile_completion_percentage}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={translate('app.users.completion', { percent: row.profile_completion_percentage })}
      />
      <Typography variant="caption">{row.profile_completion_percentage}%</Typography>
    </Box>
  );
}

/** Where they live, or a dash. */
export const placeOf = (row: AdminUserRow) => [row.city, row.state].filter(Boolean).join(', ') || '—';

/** The place on one line, cut rather than wrapped. */
export function PlaceCell({ row }: { row: AdminUserRow }) {
  const place = placeOf(row);
  return (
    <Typography variant="body2" noWrap title={place} sx={{ maxWidth: 120 }}>
      {place}
    </Typography>
  );
}
