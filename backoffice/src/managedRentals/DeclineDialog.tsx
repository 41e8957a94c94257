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
  APPLICATION_DECLINED,
  APPLICATION_DECLINE_FAILED,
  DECLINE_REASON_REQUIRED,
  failedWith,
  REVIEW_REASON_MAX,
} from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type DataProvider } from 'react-admin';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import type { ApplicationRecord } from './types.ts';

/** Decline with a reason; the landlord reads the reason with their application. */
export function DeclineDialog({
  application,
  onClose,
}: {
  application: ApplicationRecord;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const decline = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await dataProvider.declineManagedApplication(application.id, reason.trim());
      notify(APPLICATION_DECLINED, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(failedWith(APPLICATION_DECLINE_FAILED, serverMessage(error)), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <DialogTitle id="decline-title">Decline Application</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {application.property_location}
          {application.landlord_name ? ` · ${application.landlord_name}` : ''}. The landlord sees
          this reason.
        </DialogContentText>
        <TextField
          label="Reason for declining"
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
          helperText={missing ? DECLINE_REASON_REQUIRED : `${reason.length}/${REVIEW_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={decline} disabled={saving}>
          Decline
        </Button>
      </DialogActions>
    </Dialog>
  );
}
