import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  ROLE_ASSIGNED,
  ROLE_REMOVED,
  roleAssignFailed,
  roleRemoveFailed,
} from '@rentals/core/messages/adminReviews';
import { ROLE_LABELS, type AppRole } from '@rentals/core/rules/roles';
import { MISSING_USER_ID, MISSING_USER_ID_HINT } from '@rentals/core/validation/messages';
import { ASSIGNABLE_ROLES, roleAssignmentSchema } from '@rentals/core/validation/roleAssignment';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';
import type { RolesMethods } from '../dataProvider/roles.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { UserRoles } from './UserRoles.tsx';
import { UserSearch } from './UserSearch.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Role Management: a user (by UUID or found by name or email), their roles, assign and remove. */
export default function RoleManagementPage() {
  const dataProvider = useDataProvider<DataProvider & RolesMethods>();
  const notify = useNotify();
  const translate = useTranslate();
  const [userId, setUserId] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [role, setRole] = useState<string>('user');
  const [error, setError] = useState<string | undefined>();
  const id = userId.trim();
  const roles = useQuery({
    queryKey: ['roles.getUserRoles', id],
    queryFn: () => dataProvider.getUserRoles(id),
    enabled: UUID.test(id),
  });

  const assign = async () => {
    const parsed = roleAssignmentSchema.safeParse({ user_id: userId, role });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? MISSING_USER_ID;
      const text =
        message === MISSING_USER_ID ? `${MISSING_USER_ID}: ${MISSING_USER_ID_HINT}` : message;
      setError(text);
      notify(text, { type: 'error' });
      return;
    }
    setError(undefined);
    try {
      await dataProvider.assignRole(parsed.data.user_id, parsed.data.role);
      notify(ROLE_ASSIGNED, { type: 'success' });
    } catch (e) {
      notify(roleAssignFailed(serverMessage(e)), { type: 'error' });
    }
    await roles.refetch();
  };

  const remove = async (target: AppRole) => {
    try {
      await dataProvider.removeRole(id, target);
      notify(ROLE_REMOVED, { type: 'success' });
    } catch (e) {
      notify(roleRemoveFailed(serverMessage(e)), { type: 'error' });
    }
    await roles.refetch();
  };

  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
      <Title title={translate('app.role_management.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.role_management.title')}
      </Typography>
      <UserSearch
        onPick={(user) => {
          setUserId(user.id);
          setPicked(
            translate('app.role_management.picked', {
              name: user.full_name ?? translate('app.role_management.unnamed'),
              email: user.email ?? translate('app.role_management.no_email'),
            }),
          );
          setError(undefined);
        }}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            label={translate('app.role_management.user_id')}
            value={userId}
            onChange={(e) => {
              setUserId(e.target.value);
              setPicked(null);
            }}
            error={Boolean(error)}
            helperText={
              (error && translate(error, { _: error })) ??
              picked ??
              translate('app.role_management.user_id_help')
            }
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={translate('app.role_management.role')}
              value={role}
              onChange={(e) => setRole(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {ASSIGNABLE_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {translate(`app.role_labels.${r}`, { _: ROLE_LABELS[r] })}
                </MenuItem>
              ))}
            </TextField>
            <BusyButton variant="contained" onClick={assign}>
              {translate('app.role_management.assign')}
            </BusyButton>
          </Stack>
          <Typography variant="subtitle2" component="h2">
            {translate('app.role_management.current')}
          </Typography>
          <UserRoles
            roles={UUID.test(id) ? roles.data : undefined}
            loading={UUID.test(id) && roles.isPending}
            failed={roles.isError}
            onRemove={remove}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
