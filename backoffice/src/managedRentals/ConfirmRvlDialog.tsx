import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DialogForm, DialogSaveButton, FormValueMessage } from '../common/DialogForm.tsx';
import './texts.ts';

/** The month's schema, imported as the dialog opens: the managed rentals screen's first load stays without zod. */
const loadPaymentSchema = () => import('@rentals/core/validation/month').then((m) => m.rvlPaymentSchema);

/**
 * Asks before an RVL month changes state: paid RVL feeds the monthly commission run. The answer is
 * a form over the month (core's RVL payment schema), so its button is busy until the change is
 * saved and a double click changes the month once.
 */
export function ConfirmRvlDialog({
  title,
  text,
  confirm,
  month,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  /** The month confirmed ('2026-10-01'). */
  month: string;
  /** The change; the dialog stays busy until it settles. */
  onConfirm: (month: string) => Promise<unknown>;
  onClose: () => void;
}) {
  // While the change runs the dialog cannot be dismissed: what it confirms is already under way.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-rvl-title"
      aria-describedby="confirm-rvl-text"
    >
      <DialogForm
        schema={loadPaymentSchema}
        defaultValues={{ payment_month: month }}
        onSubmit={async ({ payment_month }) => {
          await onConfirm(payment_month);
        }}
      >
        <SavingState onChange={setBusy} />
        <DialogTitle id="confirm-rvl-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-rvl-text">{text}</DialogContentText>
          <FormValueMessage name="payment_month" />
        </DialogContent>
        <DialogActions>
          <CancelButton onClose={onClose} />
          <DialogSaveButton label={confirm} />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

function CancelButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onClose} disabled={isSubmitting}>
      {translate('app.managed_rentals.cancel')}
    </Button>
  );
}

/** Tells the dialog around the form whether a change is being saved. */
function SavingState({ onChange }: { onChange: (saving: boolean) => void }) {
  const { isSubmitting } = useFormState();
  useEffect(() => onChange(isSubmitting), [isSubmitting, onChange]);
  return null;
}
