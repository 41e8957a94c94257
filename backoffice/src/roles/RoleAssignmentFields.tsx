import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ROLE_LABELS, type AppRole } from '@rentals/core/rules/roles';
import { MISSING_USER_ID, MISSING_USER_ID_HINT } from '@rentals/core/validation/messages';
import { ASSIGNABLE_ROLES, isUserId } from '@rentals/core/rules/assignableRoles';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DialogSaveButton } from '../common/DialogForm.tsx';
import type { RolesMethods } from '../dataProvider/roles.ts';
import { UserRoles } from './UserRoles.tsx';

interface Values {
  user_id: string;
  role: string;
}

/** A person picked in the search, with the line that names them under the id. */
export interface PickedUser {
  id: string;
  text: string;
}

export const rolesKey = (userId: string) => ['roles.getUserRoles', userId];

interface Props {
  picked: PickedUser | null;
  onRemove: (userId: string, role: AppRole) => Promise<unknown>;
}

/** The role form's fields: the user id, their current roles, the role to assign and Assign Role. */
export function RoleAssignmentFields({ picked, onRemove }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & RolesMethods>();
  const { setValue, clearErrors } = useFormContext<Values>();
  const id = useWatch<Values, 'user_id'>({ name: 'user_id' }).trim();
  const known = isUserId(id);
  const roles = useQuery({
    queryKey: rolesKey(id),
    queryFn: () => dataProvider.getUserRoles(id),
    enabled: known,
  });

  useEffect(() => {
    if (!picked) return;
    setValue('user_id', picked.id, { shouldDirty: true });
    clearErrors('user_id');
  }, [picked, setValue, clearErrors]);

  return (
    <Stack spacing={2}>
      <UserIdField picked={picked?.id === id ? picked.text : undefined} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <RoleField />
        <DialogSaveButton label={translate('app.role_management.assign')} />
      </Stack>
      <Typography variant="subtitle2" component="h2">
        {translate('app.role_management.current')}
      </Typography>
      <UserRoles
        roles={known ? roles.data : undefined}
        loading={known && roles.isPending}
        failed={roles.isError}
        onRemove={(role) => onRemove(id, role)}
      />
    </Stack>
  );
}

/** The user's UUID; a missing one is told how to give it (spec 8's 'Missing user id'). */
function UserIdField({ picked }: { picked: string | undefined }) {
  const translate = useTranslate();
  const { field, fieldState } = useController<Values, 'user_id'>({ name: 'user_id' });
  const error = fieldState.error?.message;
  const message = error === MISSING_USER_ID ? `${MISSING_USER_ID}: ${MISSING_USER_ID_HINT}` : error;
  return (
    <TextField
      label={translate('app.role_management.user_id')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={
        (message && translate(message, { _: message })) ??
        picked ??
        translate('app.role_management.user_id_help')
      }
      slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
    />
  );
}

function RoleField() {
  const translate = useTranslate();
  const { field, fieldState } = useController<Values, 'role'>({ name: 'role' });
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      label={translate('app.role_management.role')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error && translate(error, { _: error })}
      sx={{ minWidth: 200 }}
    >
      {ASSIGNABLE_ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {translate(`app.role_labels.${r}`, { _: ROLE_LABELS[r] })}
        </MenuItem>
      ))}
    </TextField>
  );
}
