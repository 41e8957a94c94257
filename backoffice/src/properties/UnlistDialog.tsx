// Unlist a reported listing with a reason its owner reads: the reports close and the listing leaves
// the site in the same database step (resolve_listing_reports).
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog.tsx';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';

export function UnlistDialog({ property, onClose }: { property: { id: string; title: string }; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.listing_reports.${key}`, options);
  return (
    <ReasonDialog
      title={t('unlist_title')}
      description={t('unlist_intro', { title: property.title })}
      reasonLabel={t('unlist_reason')}
      reasonRequired={t('reason_required')}
      confirmLabel={t('unlist')}
      done={t('unlisted')}
      failed={t('unlist_failed')}
      submit={(reason) => dataProvider.unlistReportedListing(property.id, reason)}
      onClose={onClose}
    />
  );
}
