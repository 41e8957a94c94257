import {
  Avatar,
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDate, shortId } from '@rentals/core/format';
import { ROLE_LABELS, roleBadgeVariant, type AppRole } from '@rentals/core/rules/roles';
import { useTranslate } from 'react-admin';
import type { AdminUserRow } from '../dataProvider/users.ts';

const CHIP_COLOURS = {
  destructive: 'error',
  secondary: 'secondary',
  default: 'primary',
  outline: 'default',
} as const;

export interface UsersTableProps {
  rows: readonly AdminUserRow[];
  onViewCrm: (row: AdminUserRow) => void;
  onAddRvl: (row: AdminUserRow) => void;
  onShadowPower: (row: AdminUserRow) => void;
}

/**
 * The Users tab's table with the columns of spec 2.3. It fits beside the sidebar at 1280 px: long
 * emails wrap and the row's buttons stack; below that it scrolls sideways.
 */
export function UsersTable({ rows, onViewCrm, onAddRvl, onShadowPower }: UsersTableProps) {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.users.columns.${key}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {[
              'user',
              'contact',
              'roles',
              'location',
              'joined',
              'profile_completion_percentage',
              'actions',
            ].map((key) => (
              <TableCell key={key}>{column(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar src={row.avatar_url ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                    {(row.full_name ?? row.email ?? '?').charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.full_name ?? '—'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {shortId(row.id)}
                    </Typography>
                  </div>
                </Stack>
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.email ?? '—'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.phone ?? ''}
                </Typography>
                {row.phone && row.phone_verified && (
                  <Typography variant="caption" color="success.main" sx={{ ml: 0.5 }}>
                    {translate('app.users.phone_verified')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {row.roles.map((role) => (
                    <Chip
                      key={role}
                      size="small"
                      label={translate(`app.role_labels.${role}`, {
                        _: ROLE_LABELS[role as AppRole] ?? role,
                      })}
                      color={CHIP_COLOURS[roleBadgeVariant(role)]}
                    />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>{[row.city, row.state].filter(Boolean).join(', ') || '—'}</TableCell>
              <TableCell>
                <Typography variant="body2">{formatDate(row.created_at)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.last_login_at
                    ? translate('app.users.last_login', { date: formatDate(row.last_login_at) })
                    : translate('app.users.never_logged_in')}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 96 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={row.profile_completion_percentage}
                    sx={{ flex: 1, height: 8, borderRadius: 4 }}
                    aria-label={translate('app.users.completion', {
                      percent: row.profile_completion_percentage,
                    })}
                  />
                  <Typography variant="caption">{row.profile_completion_percentage}%</Typography>
                </Box>
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Button
                    size="small"
                    onClick={() => onViewCrm(row)}
                    aria-label={`${translate('app.users.actions.view_crm')}: ${row.full_name ?? row.email}`}
                  >
                    {translate('app.users.actions.view_crm')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => onAddRvl(row)}
                    aria-label={`${translate('app.users.actions.add_rvl')}: ${row.full_name ?? row.email}`}
                  >
                    {translate('app.users.actions.add_rvl')}
                  </Button>
                  {row.roles.includes('affiliate') && (
                    <Button
                      size="small"
                      onClick={() => onShadowPower(row)}
                      aria-label={`${translate('app.users.actions.shadow_power')}: ${row.full_name ?? row.email}`}
                    >
                      {translate('app.users.actions.shadow_power')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
