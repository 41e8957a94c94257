import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { serverMessage } from '../dataProvider/rpc.ts';
import { BusyButton } from './BusyButton.tsx';

export interface BulkConfirmButtonProps {
  /** The bulk action's button in the list's toolbar. */
  label: string;
  icon?: ReactNode;
  /** The question, for the number of rows selected. */
  title: (count: number) => string;
  text: string;
  confirm: string;
  /** The one database call for the selected rows (all or none). */
  run: (ids: string[]) => Promise<unknown>;
  /** The notification once done, for the number of rows. */
  done: (count: number) => string;
  /** The notification when refused, with the database's reason when it sent one. */
  failed: (reason: string | undefined) => string;
  /** What the admin picks before confirming (the month to mark paid), under the text. */
  children?: ReactNode;
}

/**
 * A bulk action the database cannot take back, so it asks first: the selected rows go in one call
 * (all or none), the button waits while it runs, and the selection clears once done. A refusal
 * keeps the selection, so the admin can drop the row named and try again.
 */
export function BulkConfirmButton({ label, icon, title, text, confirm, run, done, failed, children }: BulkConfirmButtonProps) {
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const ids = selectedIds.map(String);
  const go = async () => {
    try {
      await run(ids);
      notify(done(ids.length), { type: 'success' });
      setAsking(false);
      unselectAll();
    } catch (error) {
      notify(failed(serverMessage(error)), { type: 'error' });
      setAsking(false);
    }
    refresh();
  };
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setAsking(true)} disabled={ids.length === 0}>
        {label}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <DialogTitle id={`${id}-title`}>{title(ids.length)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('app.lists.cancel')}</Button>
          <BusyButton variant="contained" onClick={go}>
            {confirm}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
