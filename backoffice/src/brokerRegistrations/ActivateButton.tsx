import { activationFailed, BROKER_ACTIVATED } from '@rentals/core/messages/adminReviews';
import { useDataProvider, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';
import type { BrokerRegistrationsMethods } from '../dataProvider/brokerRegistrations.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import type { RegistrationRecord } from './types.ts';

/**
 * 'Mark Paid + Activate', disabled once the payment has succeeded, and busy while it is sent: a
 * double click activates once. One action without fields, so a button rather than a form.
 */
export function ActivateButton({ record }: { record: RegistrationRecord }) {
  const dataProvider = useDataProvider<DataProvider & BrokerRegistrationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const activate = async () => {
    try {
      await dataProvider.activateBrokerRegistration(record.id);
      notify(BROKER_ACTIVATED, { type: 'success' });
      refresh();
    } catch (error) {
      notify(activationFailed(serverMessage(error)), { type: 'error' });
    }
  };

  return (
    <BusyButton
      size="small"
      variant="contained"
      onClick={activate}
      disabled={record.status === 'succeeded'}
      // The visible text first, then whose payment it is: a screen reader lists many such buttons.
      aria-label={
        record.brokers ? translate('app.broker_registrations.activate_for', { name: record.brokers.name }) : undefined
      }
    >
      {translate('app.broker_registrations.activate')}
    </BusyButton>
  );
}
