import PaidIcon from '@mui/icons-material/Paid';
import { MenuItem, TextField } from '@mui/material';
import { formatMonth } from '@rentals/core/format';
import { failedWith, RVL_PAYMENT_FAILED } from '@rentals/core/messages/adminReviews';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { BulkConfirmButton } from '../common/BulkConfirmButton.tsx';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import './texts.ts';

/**
 * Mark Paid of one month, picked among those RVL Tracking shows (this month first), for every
 * selected property in one database call (mark_rvl_payments_paid, all or none). Paid RVL feeds
 * commissions, so it asks first, as Mark Paid of one month does.
 */
export function BulkMarkPaidButton({ months }: { months: readonly string[] }) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  const translate = useTranslate();
  const [month, setMonth] = useState(months[0] ?? '');
  const id = useId();
  const t = (key: string, count?: number) => translate(`app.work_lists.rvl.${key}`, { smart_count: count });
  return (
    <BulkConfirmButton
      label={t('mark_selected')}
      icon={<PaidIcon />}
      title={(count) => t('title', count)}
      text={t('text')}
      confirm={t('confirm')}
      run={(ids) => dataProvider.markRvlPaymentsPaid(ids, month)}
      done={(count) => t('done', count)}
      failed={(reason) => failedWith(RVL_PAYMENT_FAILED, reason)}
    >
      <TextField
        select
        id={id}
        size="small"
        label={t('month')}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        sx={{ mt: 2, minWidth: 200 }}
      >
        {months.map((m) => (
          <MenuItem key={m} value={m}>
            {formatMonth(m)}
          </MenuItem>
        ))}
      </TextField>
    </BulkConfirmButton>
  );
}
