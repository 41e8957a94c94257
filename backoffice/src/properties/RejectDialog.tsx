import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import {
  failedWith,
  PROPERTY_REJECT_FAILED,
  PROPERTY_REJECTED,
  REJECT_REASON_REQUIRED,
  REVIEW_REASON_MAX,
} from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type DataProvider } from 'react-admin';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';
import { serverMessage } from '../dataProvider/rpc.ts';

/** Reject a listing with a reason its owner reads; it leaves the public site until approved. */
export function RejectDialog({
  property,
  onClose,
}: {
  property: { id: string; title: string };
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const reject = async () => {
    if (!reason.trim()) return setMissing(true);
    setSaving(true);
    try {
      await dataProvider.rejectListing(property.id, reason.trim());
      notify(PROPERTY_REJECTED, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(failedWith(PROPERTY_REJECT_FAILED, serverMessage(error)), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-property-title">
      <DialogTitle id="reject-property-title">Reject Listing</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {property.title}. The owner sees this reason with their listing.
        </DialogContentText>
        <TextField
          label="Reason for rejecting"
          required
          multiline
          minRows={3}
          fullWidth
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? REJECT_REASON_REQUIRED : `${reason.length}/${REVIEW_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={reject} disabled={saving}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
