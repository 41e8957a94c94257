// The top of the landlord's "Record a tenancy" page: what it does, a reminder to add the UPI ID
// their tenants pay to, and the states without a form (the page failed to load, no verified listing).
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { RecordTenancyData } from '../../../lib/portal/tenancy/tenancyData.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface RecordTenancyIntroProps {
  state: Loaded<RecordTenancyData>;
  t: Translate;
}

export function RecordTenancyIntro({ state, t }: RecordTenancyIntroProps) {
  return (
    <>
      <PageHeading title={t('tenancy.record.title')} intro={t('tenancy.record.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/landlord/record-tenancy" />
      ) : !state.data.listings.some((l) => l.verified) ? (
        <EmptyState text={t('tenancy.record.noListings')} action={{ href: '/properties/create', label: t('tenancy.record.addListing') }} />
      ) : (
        !state.data.hasUpiId && (
          <p className="notice notice--info">
            {t('tenancy.upiMissing')} <a href="/portal/user/settings#upi">{t('tenancy.upiMissingLink')}</a>
          </p>
        )
      )}
    </>
  );
}
