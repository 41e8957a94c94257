import {
  PROPERTY_REJECT_FAILED,
  PROPERTY_REJECTED,
  REJECT_REASON_REQUIRED,
} from '@rentals/core/messages/adminReviews';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog.tsx';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';

/** Reject a listing with a reason its owner reads; it leaves the public site until approved. */
export function RejectDialog({ property, onClose }: { property: { id: string; title: string }; onClose: () => void }) {
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  const translate = useTranslate();
  return (
    <ReasonDialog
      title={translate('app.moderation.reject_title')}
      description={translate('app.moderation.reject_text', { title: property.title })}
      reasonLabel={translate('app.moderation.reject_reason')}
      reasonRequired={REJECT_REASON_REQUIRED}
      confirmLabel={translate('app.moderation.reject')}
      done={PROPERTY_REJECTED}
      failed={PROPERTY_REJECT_FAILED}
      submit={(reason) => dataProvider.rejectListing(property.id, reason)}
      onClose={onClose}
    />
  );
}
