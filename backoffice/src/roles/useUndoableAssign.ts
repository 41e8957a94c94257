import { ROLE_ASSIGNED, roleAssignFailed } from '@rentals/core/messages/adminReviews';
import type { RoleAssignment } from '@rentals/core/validation/roleAssignment';
import { useQueryClient } from '@tanstack/react-query';
import { useAddUndoableMutation, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import type { RolesMethods } from '../dataProvider/roles.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { rolesKey } from './RoleAssignmentFields.tsx';
import '../users/texts.ts';

/**
 * Assigns a role as react-admin's undoable actions do: the notification offers Undo, and
 * assign_role is called only once it has closed, so an Undo leaves the database as it was (nothing
 * was sent). A refusal then is told as any failed assignment. The promise settles once the
 * assignment was sent or undone, so the form stays busy (one assignment for a double click).
 */
export function useUndoableAssign(): (assignment: RoleAssignment) => Promise<void> {
  const dataProvider = useDataProvider<DataProvider & RolesMethods>();
  const addUndoableMutation = useAddUndoableMutation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return ({ user_id, role }) =>
    new Promise<void>((settled) => {
      addUndoableMutation(async ({ isUndo }) => {
        if (isUndo) {
          notify('app.people.assign.undone', { type: 'info' });
          settled();
          return;
        }
        try {
          await dataProvider.assignRole(user_id, role);
        } catch (e) {
          notify(roleAssignFailed(serverMessage(e)), { type: 'error' });
        }
        settled();
        await queryClient.invalidateQueries({ queryKey: rolesKey(user_id) });
        // The people holding a role (RoleHolders) read admin_users.
        await queryClient.invalidateQueries({ queryKey: ['admin_users'] });
      });
      notify(ROLE_ASSIGNED, { type: 'info', undoable: true });
    });
}
