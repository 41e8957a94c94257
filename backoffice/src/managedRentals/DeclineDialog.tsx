import {
  APPLICATION_DECLINED,
  APPLICATION_DECLINE_FAILED,
  DECLINE_REASON_REQUIRED,
} from '@rentals/core/messages/adminReviews';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog.tsx';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import type { ApplicationRecord } from './types.ts';
import './texts.ts';

/** Decline with a reason; the landlord reads the reason with their application. */
export function DeclineDialog({ application, onClose }: { application: ApplicationRecord; onClose: () => void }) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  const translate = useTranslate();
  const property = `${application.property_location}${application.landlord_name ? ` · ${application.landlord_name}` : ''}`;
  return (
    <ReasonDialog
      title={translate('app.managed_rentals.decline_title')}
      description={translate('app.managed_rentals.decline_text', { property })}
      reasonLabel={translate('app.managed_rentals.decline_reason')}
      reasonRequired={DECLINE_REASON_REQUIRED}
      confirmLabel={translate('app.managed_rentals.decline')}
      done={APPLICATION_DECLINED}
      failed={APPLICATION_DECLINE_FAILED}
      submit={(reason) => dataProvider.declineManagedApplication(application.id, reason)}
      onClose={onClose}
    />
  );
}
