import { useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';
import type { CommissionRow } from '../dataProvider/commissions.ts';
import { useUndoableMarkPaid } from './useUndoableMarkPaid.ts';

/** A pending row's Mark Paid: busy (deaf to a second click) until sent or undone. */
export function MarkPaidButton({ row, name }: { row: CommissionRow; name: string }) {
  const translate = useTranslate();
  const markPaid = useUndoableMarkPaid();
  return (
    <BusyButton
      size="small"
      variant="outlined"
      onClick={() => markPaid([row.id])}
      aria-label={translate('app.commissions.mark_paid_one', { name, level: row.level })}
    >
      {translate('app.commissions.mark_paid')}
    </BusyButton>
  );
}

/** The list's bulk action: every selected pending commission in one call, the selection cleared. */
export function BulkMarkPaidButton() {
  const translate = useTranslate();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const markPaid = useUndoableMarkPaid();
  return (
    <BusyButton
      variant="contained"
      size="small"
      onClick={async () => {
        const ids = selectedIds.map(String);
        unselectAll();
        await markPaid(ids);
      }}
    >
      {translate('app.commissions.mark_selected', { count: selectedIds.length })}
    </BusyButton>
  );
}
