import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { BulkConfirmButton } from '../common/BulkConfirmButton.tsx';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';
import './texts.ts';

/**
 * Dismiss for every selected reported listing, in one database call (dismiss_listing_reports, all
 * or none). Closed reports cannot be reopened from the console, so it asks first.
 */
export function BulkDismissButton() {
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.work_lists.reports.${key}`, options);
  return (
    <BulkConfirmButton
      label={t('dismiss_selected')}
      icon={<DoneAllIcon />}
      title={(count) => t('confirm_title', { smart_count: count })}
      text={t('confirm_text')}
      confirm={t('confirm')}
      run={(ids) => dataProvider.dismissManyListingReports(ids)}
      done={(count) => t('dismissed', { smart_count: count })}
      failed={(reason) => (reason ? t('failed', { reason }) : t('failed_silently'))}
    />
  );
}
