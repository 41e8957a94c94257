import { Paper, Stack, Typography } from '@mui/material';
import {
  ROLE_ASSIGNED,
  ROLE_REMOVED,
  roleAssignFailed,
  roleRemoveFailed,
} from '@rentals/core/messages/adminReviews';
import type { AppRole } from '@rentals/core/rules/roles';
import { roleAssignmentSchema, type RoleAssignment } from '@rentals/core/validation/roleAssignment';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { DialogForm } from '../common/DialogForm.tsx';
import type { RolesMethods } from '../dataProvider/roles.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { RoleAssignmentFields, rolesKey, type PickedUser } from './RoleAssignmentFields.tsx';
import { UserSearch } from './UserSearch.tsx';

/** Role Management: a user (by UUID or found by name or email), their roles, assign and remove. */
export default function RoleManagementPage() {
  const dataProvider = useDataProvider<DataProvider & RolesMethods>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  // The person picked in the search; the form takes their id from it.
  const [picked, setPicked] = useState<PickedUser | null>(null);

  const assign = async ({ user_id, role }: RoleAssignment) => {
    try {
      await dataProvider.assignRole(user_id, role);
      notify(ROLE_ASSIGNED, { type: 'success' });
    } catch (e) {
      notify(roleAssignFailed(serverMessage(e)), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: rolesKey(user_id) });
  };

  const remove = async (userId: string, target: AppRole) => {
    try {
      await dataProvider.removeRole(userId, target);
      notify(ROLE_REMOVED, { type: 'success' });
    } catch (e) {
      notify(roleRemoveFailed(serverMessage(e)), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: rolesKey(userId) });
  };

  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
      <Title title={translate('app.role_management.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.role_management.title')}
      </Typography>
      <UserSearch
        onPick={(user) =>
          setPicked({
            id: user.id,
            text: translate('app.role_management.picked', {
              name: user.full_name ?? translate('app.role_management.unnamed'),
              email: user.email ?? translate('app.role_management.no_email'),
            }),
          })
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DialogForm
          schema={roleAssignmentSchema}
          defaultValues={{ user_id: '', role: 'user' }}
          onSubmit={assign}
        >
          <RoleAssignmentFields picked={picked} onRemove={remove} />
        </DialogForm>
      </Paper>
    </Stack>
  );
}
