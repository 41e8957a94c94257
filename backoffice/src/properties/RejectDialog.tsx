import {
  PROPERTY_REJECT_FAILED,
  PROPERTY_REJECTED,
  REJECT_REASON_REQUIRED,
} from '@rentals/core/messages/adminReviews';
import { useDataProvider, type DataProvider } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog.tsx';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';

/** Reject a listing with a reason its owner reads; it leaves the public site until approved. */
export function RejectDialog({ property, onClose }: { property: { id: string; title: string }; onClose: () => void }) {
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  return (
    <ReasonDialog
      title="Reject Listing"
      description={`${property.title}. The owner sees this reason with their listing.`}
      reasonLabel="Reason for rejecting"
      reasonRequired={REJECT_REASON_REQUIRED}
      confirmLabel="Reject"
      done={PROPERTY_REJECTED}
      failed={PROPERTY_REJECT_FAILED}
      submit={(reason) => dataProvider.rejectListing(property.id, reason)}
      onClose={onClose}
    />
  );
}
