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
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { serverMessage } from '../dataProvider/rpc.ts';
import { DialogForm, DialogSaveButton } from './DialogForm.tsx';
import { focusAfterDialog, focusOrigin } from './focusAfterDialog.ts';

/** The reason's schema, imported as the dialog opens: the review screens' first load stays without zod. */
const loadReasonSchema = (required: string) =>
  import('@rentals/core/validation/reviewReason').then((m) => m.reviewReasonSchema(required));

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
  const translate = useTranslate();
  const titleId = useId();
  const origin = useRef(focusOrigin());
  const succeeded = useRef(false);

  useEffect(() => () => focusAfterDialog(origin.current, succeeded.current), []);

  const confirm = async ({ reason }: { reason: string }) => {
    try {
      await submit(reason);
      notify(done, { type: 'success' });
      succeeded.current = true;
      refresh();
      onClose();
    } catch (error) {
      notify(failedWith(failed, serverMessage(error)), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} disableRestoreFocus>
      <DialogForm schema={() => loadReasonSchema(reasonRequired)} defaultValues={{ reason: '' }} onSubmit={confirm}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <ReasonField label={reasonLabel} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <DialogSaveButton color="error" label={confirmLabel} />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

/** The reason, with what is wrong with it or else how much of it is used. */
function ReasonField({ label }: { label: string }) {
  const { field, fieldState } = useController<{ reason: string }>({ name: 'reason' });
  return (
    <TextField
      label={label}
      required
      multiline
      minRows={3}
      fullWidth
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? `${field.value.length}/${REVIEW_REASON_MAX}`}
      slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
    />
  );
}
