import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** Asks before an RVL month changes state: paid RVL feeds the monthly commission run. */
export function ConfirmRvlDialog({
  title,
  text,
  confirm,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-rvl-title"
      aria-describedby="confirm-rvl-text"
    >
      <DialogTitle id="confirm-rvl-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-rvl-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.managed_rentals.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
