import { Paper, Stack, Typography } from '@mui/material';
import { ROLE_REMOVED, roleRemoveFailed } from '@rentals/core/messages/adminReviews';
import type { AppRole } from '@rentals/core/rules/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { DialogForm } from '../common/DialogForm.tsx';
import type { RolesMethods } from '../dataProvider/roles.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { RoleAssignmentFields, rolesKey, type PickedUser } from './RoleAssignmentFields.tsx';
import { RoleHolders } from './RoleHolders.tsx';
import { UserSearch } from './UserSearch.tsx';
import { useUndoableAssign } from './useUndoableAssign.ts';

/**
 * Role Management: a user (by UUID, found by name or email, or picked from who has a role), their
 * roles, assign (undoable while its notification shows) and remove (asked first).
 */
export default function RoleManagementPage() {
  const dataProvider = useDataProvider<DataProvider & RolesMethods>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const assign = useUndoableAssign();
  // The person picked in the search or the holders list; the form takes their id from it.
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const pick = (user: { id: string; full_name: string | null; email: string | null }) =>
    setPicked({
      id: user.id,
      text: translate('app.role_management.picked', {
        name: user.full_name ?? translate('app.role_management.unnamed'),
        email: user.email ?? translate('app.role_management.no_email'),
      }),
    });

  const remove = async (userId: string, target: AppRole) => {
    try {
      await dataProvider.removeRole(userId, target);
      notify(ROLE_REMOVED, { type: 'success' });
    } catch (e) {
      notify(roleRemoveFailed(serverMessage(e)), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: rolesKey(userId) });
    await queryClient.invalidateQueries({ queryKey: ['admin_users'] });
  };

  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <Title title={translate('app.role_management.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.role_management.title')}
      </Typography>
      <UserSearch onPick={pick} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DialogForm
          // The schema (and zod) load when the form is first checked, not with the screen.
          schema={() => import('@rentals/core/validation/roleAssignment').then((m) => m.roleAssignmentSchema)}
          defaultValues={{ user_id: '', role: 'user' }}
          onSubmit={assign}
        >
          <RoleAssignmentFields picked={picked} onRemove={remove} />
        </DialogForm>
      </Paper>
      <RoleHolders onManage={pick} />
    </Stack>
  );
}
