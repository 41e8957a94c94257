import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatDate, formatMonth } from '@rentals/core/format';
import {
  failedWith,
  RVL_PAYMENT_FAILED,
  RVL_PAYMENT_UPDATED,
} from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type DataProvider } from 'react-admin';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import type { RvlMonth } from './types.ts';

/** One property's month: Paid with its date, or 'Mark Paid' (only the transition to paid exists). */
export function RvlMonthCell({
  propertyId,
  month,
}: {
  propertyId: string;
  month: RvlMonth | undefined;
}) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!month) return <>—</>;
  if (month.payment_status === 'paid') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip size="small" color="success" label="Paid" />
        <Typography variant="caption">{formatDate(month.payment_date)}</Typography>
      </Stack>
    );
  }
  const markPaid = async () => {
    setBusy(true);
    try {
      await dataProvider.markRvlPaymentPaid(propertyId, month.payment_month);
      notify(RVL_PAYMENT_UPDATED, { type: 'success' });
      refresh();
    } catch (error) {
      notify(failedWith(RVL_PAYMENT_FAILED, serverMessage(error)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={markPaid}
      disabled={busy}
      aria-label={`Mark Paid for ${formatMonth(month.payment_month)}`}
    >
      Mark Paid
    </Button>
  );
}
