import { Button, Stack, Typography } from '@mui/material';
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import {
  failedWith,
  RVL_PAYMENT_FAILED,
  RVL_PAYMENT_UNDONE,
  RVL_PAYMENT_UPDATED,
} from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { ConfirmRvlDialog } from './ConfirmRvlDialog.tsx';
import type { RvlMonth } from './types.ts';
import './texts.ts';

/**
 * One property's month: Paid with its date and Undo, 'Mark Paid' for a pending month of the lease,
 * 'Outside lease' otherwise. Both changes are confirmed first, since paid RVL feeds commissions.
 */
export function RvlMonthCell({
  propertyId,
  propertyName,
  month,
}: {
  propertyId: string;
  propertyName?: string | null;
  month: RvlMonth | undefined;
}) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  if (!month) return <>—</>;
  const paid = month.payment_status === 'paid';
  const monthName = formatMonth(month.payment_month);
  const property = propertyName ?? translate('app.managed_rentals.this_property');

  const run = async (paymentMonth: string) => {
    try {
      if (paid) await dataProvider.undoRvlPaymentPaid(propertyId, paymentMonth);
      else await dataProvider.markRvlPaymentPaid(propertyId, paymentMonth);
      notify(paid ? RVL_PAYMENT_UNDONE : RVL_PAYMENT_UPDATED, { type: 'success' });
      setConfirming(false);
      refresh();
    } catch (error) {
      notify(failedWith(RVL_PAYMENT_FAILED, serverMessage(error)), { type: 'error' });
    }
  };

  const dialog = confirming && (
    <ConfirmRvlDialog
      title={translate(
        paid ? 'app.managed_rentals.undo_title' : 'app.managed_rentals.mark_title',
        { month: monthName },
      )}
      text={translate(paid ? 'app.managed_rentals.undo_text' : 'app.managed_rentals.mark_text', {
        property,
        month: monthName,
        amount: formatRupees(month.rvl_amount),
      })}
      confirm={translate(
        paid ? 'app.managed_rentals.undo_payment' : 'app.managed_rentals.mark_paid',
      )}
      month={month.payment_month}
      onConfirm={run}
      onClose={() => setConfirming(false)}
    />
  );

  if (paid) {
    // Two lines of text, as every dense cell: Paid, then the day it was paid and its Undo.
    return (
      <Stack sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {translate('app.managed_rentals.paid')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          <span>{formatDate(month.payment_date)}</span> ·{' '}
          <Button
            size="small"
            sx={{ minWidth: 0, minHeight: 0, p: 0, font: 'inherit', verticalAlign: 'baseline' }}
            onClick={() => setConfirming(true)}
            aria-label={translate('app.row_actions.undo_paid', { month: monthName, name: property })}
          >
            {translate('app.managed_rentals.undo')}
          </Button>
        </Typography>
        {dialog}
      </Stack>
    );
  }
  if (month.in_lease === false) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('app.managed_rentals.outside_lease')}
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setConfirming(true)}
        aria-label={translate('app.row_actions.mark_paid', { month: monthName, name: property })}
      >
        {translate('app.managed_rentals.mark_paid')}
      </Button>
      {dialog}
    </>
  );
}
