import { useQueryClient } from '@tanstack/react-query';
import { useAddUndoableMutation, useNotify } from 'react-admin';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import './texts.ts';

/**
 * Marks commissions paid as react-admin's undoable actions do: the notification offers Undo and
 * mark_commissions_paid is called only once it has closed, so Undo leaves the database as it was
 * (nothing was sent). The promise settles once sent or undone: the button stays busy till then.
 */
export function useUndoableMarkPaid(): (ids: string[]) => Promise<void> {
  const dataProvider = useConsoleDataProvider();
  const addUndoableMutation = useAddUndoableMutation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return (ids) =>
    new Promise<void>((settled) => {
      addUndoableMutation(async ({ isUndo }) => {
        if (isUndo) {
          notify('app.commissions.mark_undone', { type: 'info' });
          settled();
          return;
        }
        try {
          await dataProvider.markCommissionsPaid(ids);
        } catch (error) {
          const detail = serverMessage(error);
          notify(detail ? 'app.commissions.mark_failed_with' : 'app.commissions.mark_failed', {
            type: 'error',
            messageArgs: { detail },
          });
        }
        settled();
        await queryClient.invalidateQueries({ queryKey: ['month_commissions'] });
      });
      notify('app.commissions.marked', { type: 'info', undoable: true, messageArgs: { count: ids.length } });
    });
}
