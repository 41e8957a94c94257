import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { failedWith, REVIEW_REASON_MAX } from '@rentals/core/messages/adminReviews';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { serverMessage } from '../dataProvider/rpc.ts';
import { focusAfterDialog, focusOrigin } from './focusAfterDialog.ts';

export interface ReasonDialogProps {
  /** 'Decline Application' */
  title: string;
  /** What is being refused and who reads the reason. */
  description: ReactNode;
  /** 'Reason for declining' */
  reasonLabel: string;
  /** The message shown when the reason is left empty. */
  reasonRequired: string;
  /** 'Decline' */
  confirmLabel: string;
  /** The success notice. */
  done: string;
  /** The failure notice's title; the server's message follows it. */
  failed: string;
  /** The business action, given the trimmed reason. */
  submit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Refuse something with a reason its owner reads (decline an application, reject a listing). Focus
 * starts in the reason (the console's theme focuses a dialog's first field); after a refusal the
 * refused row leaves the list, so focus goes to the list rather than falling to the page body.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, description, reasonLabel, reasonRequired, confirmLabel, done, failed, submit, onClose } = props;
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const origin = useRef(focusOrigin());
  const succeeded = useRef(false);

  useEffect(() => () => focusAfterDialog(origin.current, succeeded.current), []);

  const confirm = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await submit(reason.trim());
      notify(done, { type: 'success' });
      succeeded.current = true;
      refresh();
      onClose();
    } catch (error) {
      notify(failedWith(failed, serverMessage(error)), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} disableRestoreFocus>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          label={reasonLabel}
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
          helperText={missing ? reasonRequired : `${reason.length}/${REVIEW_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={saving}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
