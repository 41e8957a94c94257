import HowToRegIcon from '@mui/icons-material/HowToReg';
import { activationFailed } from '@rentals/core/messages/adminReviews';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { BulkConfirmButton } from '../common/BulkConfirmButton.tsx';
import type { BrokerRegistrationsMethods } from '../dataProvider/brokerRegistrations.ts';

/**
 * Mark Paid + Activate for every selected registration, in one database call (all or none). An
 * activation cannot be taken back from the console, so it asks first.
 */
export function BulkActivateButton() {
  const dataProvider = useDataProvider<DataProvider & BrokerRegistrationsMethods>();
  const translate = useTranslate();
  const t = (key: string, count?: number) => translate(`app.lists.registrations.${key}`, { smart_count: count });
  return (
    <BulkConfirmButton
      label={t('activate_selected')}
      icon={<HowToRegIcon />}
      title={(count) => t('confirm_title', count)}
      text={t('confirm_text')}
      confirm={t('confirm')}
      run={(ids) => dataProvider.activateBrokerRegistrations(ids)}
      done={(count) => t('activated', count)}
      failed={activationFailed}
    />
  );
}
