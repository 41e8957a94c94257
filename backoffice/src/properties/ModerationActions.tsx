import { Button, Stack } from '@mui/material';
import {
  failedWith,
  PROPERTY_APPROVE_FAILED,
  propertiesApproved,
} from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  type DataProvider,
} from 'react-admin';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { RejectDialog } from './RejectDialog.tsx';

type Moderation = DataProvider & PropertyModerationMethods;

/** A listing's Approve (until verified) and Reject. */
export function ModerationActions({
  record,
}: {
  record: { id: string; title: string; verified: boolean };
}) {
  const dataProvider = useDataProvider<Moderation>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await dataProvider.approveListing(record.id);
      notify(propertiesApproved(1), { type: 'success' });
      refresh();
    } catch (error) {
      notify(failedWith(PROPERTY_APPROVE_FAILED, serverMessage(error)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!record.verified && (
        <Button size="small" variant="contained" onClick={approve} disabled={busy}>
          Approve
        </Button>
      )}
      <Button size="small" color="error" variant="outlined" onClick={() => setRejecting(true)}>
        Reject
      </Button>
      {rejecting && <RejectDialog property={record} onClose={() => setRejecting(false)} />}
    </Stack>
  );
}

/** Approves every selected listing in one database call (all or none). */
export function BulkApproveButton() {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<Moderation>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      const changed = await dataProvider.approveListings(selectedIds.map(String));
      notify(propertiesApproved(changed.length), { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(failedWith(PROPERTY_APPROVE_FAILED, serverMessage(error)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="contained"
      onClick={approve}
      disabled={busy || selectedIds.length === 0}
    >
      Approve selected
    </Button>
  );
}
