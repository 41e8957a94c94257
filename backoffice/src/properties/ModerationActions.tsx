import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  failedWith,
  PROPERTY_APPROVE_FAILED,
  propertiesApproved,
} from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import {
  useAddUndoableMutation,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type DataProvider,
} from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { approveInBatches } from './approveInBatches.ts';
import { RejectDialog } from './RejectDialog.tsx';
import './texts.ts';

type Moderation = DataProvider & PropertyModerationMethods;

/**
 * A listing's Approve (until verified) and Reject. Approve can be undone: the notification offers
 * Undo, and the approval is sent only once it closes, so Undo leaves the listing as it was. Until
 * then the button waits, so a second click approves nothing more.
 */
export function ModerationActions({
  record,
}: {
  record: { id: string; title: string; verified: boolean };
}) {
  const dataProvider = useDataProvider<Moderation>();
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const approve = () => {
    setApproving(true);
    addUndoableMutation(async ({ isUndo }) => {
      if (isUndo) {
        setApproving(false);
        notify(translate('app.work_lists.approval.undone', { title: record.title }), { type: 'info' });
        return;
      }
      try {
        await dataProvider.approveListing(record.id);
        refresh();
      } catch (error) {
        notify(failedWith(PROPERTY_APPROVE_FAILED, serverMessage(error)), { type: 'error' });
      }
      setApproving(false);
    });
    notify(translate('app.work_lists.approval.queued', { title: record.title }), { type: 'info', undoable: true });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'nowrap' }}>
      {!record.verified && (
        <Button
          size="small"
          variant="contained"
          onClick={approve}
          disabled={approving}
          aria-label={translate('app.row_actions.approve', { name: record.title })}
        >
          {translate(approving ? 'app.work_lists.approval.approving' : 'app.moderation.approve')}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        variant="outlined"
        onClick={() => setRejecting(true)}
        disabled={approving}
        aria-label={translate('app.row_actions.reject', { name: record.title })}
      >
        {translate('app.moderation.reject')}
      </Button>
      {rejecting && <RejectDialog property={record} onClose={() => setRejecting(false)} />}
    </Stack>
  );
}

/**
 * Approves every selected listing, in batches of what one database call takes (select all picks up
 * to 250), showing how far it got. A refusal stops the rest; what was approved leaves the selection,
 * so Approve selected goes on from there.
 */
export function BulkApproveButton() {
  const { selectedIds, resource, onSelect } = useListContext();
  const dataProvider = useDataProvider<Moderation>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const translate = useTranslate();
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const approve = async () => {
    const ids = selectedIds.map(String);
    setProgress({ sent: 0, total: ids.length });
    const outcome = await approveInBatches(
      ids,
      (batch) => dataProvider.approveListings(batch),
      (sent, total) => setProgress({ sent, total }),
    );
    setProgress(null);
    if (outcome.error === undefined) {
      notify(propertiesApproved(outcome.changed), { type: 'success' });
      unselectAll();
    } else {
      const reason = failedWith(PROPERTY_APPROVE_FAILED, serverMessage(outcome.error));
      notify(
        outcome.done.length
          ? translate('app.properties.approved_before_failure', {
              reason,
              done: outcome.done.length,
              total: ids.length,
            })
          : reason,
        { type: 'error' },
      );
      onSelect(ids.filter((id) => !outcome.done.includes(id)));
    }
    refresh();
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
      {progress && (
        <>
          <Typography variant="body2" role="status">
            {translate('app.properties.approving', progress)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(100 * progress.sent) / progress.total}
            aria-label={translate('app.properties.approving', progress)}
            sx={{ width: 96 }}
          />
        </>
      )}
      <BusyButton
        size="small"
        variant="contained"
        onClick={approve}
        disabled={selectedIds.length === 0}
      >
        {translate('app.moderation.approve_selected')}
      </BusyButton>
    </Stack>
  );
}
