import {
  APPLICATION_DECLINED,
  APPLICATION_DECLINE_FAILED,
  DECLINE_REASON_REQUIRED,
} from '@rentals/core/messages/adminReviews';
import { useDataProvider, type DataProvider } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog.tsx';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import type { ApplicationRecord } from './types.ts';

/** Decline with a reason; the landlord reads the reason with their application. */
export function DeclineDialog({ application, onClose }: { application: ApplicationRecord; onClose: () => void }) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  return (
    <ReasonDialog
      title="Decline Application"
      description={`${application.property_location}${
        application.landlord_name ? ` · ${application.landlord_name}` : ''
      }. The landlord sees this reason.`}
      reasonLabel="Reason for declining"
      reasonRequired={DECLINE_REASON_REQUIRED}
      confirmLabel="Decline"
      done={APPLICATION_DECLINED}
      failed={APPLICATION_DECLINE_FAILED}
      submit={(reason) => dataProvider.declineManagedApplication(application.id, reason)}
      onClose={onClose}
    />
  );
}
