import { Button } from '@mui/material';
import { activationFailed, BROKER_ACTIVATED } from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type DataProvider } from 'react-admin';
import type { BrokerRegistrationsMethods } from '../dataProvider/brokerRegistrations.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import type { RegistrationRecord } from './types.ts';

/** 'Mark Paid + Activate', disabled once the payment has succeeded. */
export function ActivateButton({ record }: { record: RegistrationRecord }) {
  const dataProvider = useDataProvider<DataProvider & BrokerRegistrationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const activate = async () => {
    setBusy(true);
    try {
      await dataProvider.activateBrokerRegistration(record.id);
      notify(BROKER_ACTIVATED, { type: 'success' });
      refresh();
    } catch (error) {
      notify(activationFailed(serverMessage(error)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant="contained"
      onClick={activate}
      disabled={busy || record.status === 'succeeded'}
      // The visible text first, then whose payment it is: a screen reader lists many such buttons.
      aria-label={record.brokers ? `Mark Paid + Activate ${record.brokers.name}` : undefined}
    >
      Mark Paid + Activate
    </Button>
  );
}
