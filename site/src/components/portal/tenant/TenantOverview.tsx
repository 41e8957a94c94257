// The tenant portal's first screen: their home first (the lease, the rent to pay next, the latest
// receipt), then the applications and visits still open, the ones that are over folded below.
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { currentLease, splitActivity } from '../../../lib/portal/tenant/overview.ts';
import type { TenancyData, TenantActivity } from '../../../lib/portal/tenant/tenantData.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';
import { TenantHome } from './TenantHome.tsx';
import { TenantRequests } from './TenantRequests.tsx';

export interface TenantOverviewProps {
  tenancy: Loaded<TenancyData>;
  activity: Loaded<TenantActivity>;
  today: string;
  t: Translate;
}

export function TenantOverview({ tenancy, activity, today, t }: TenantOverviewProps) {
  const retry = (text: string) => <ErrorState text={text} retryLabel={t('portal.retry')} retryHref="/portal/tenant" />;
  const home = tenancy.status === 'ok' ? currentLease(tenancy.data, today) : null;
  return (
    <>
      <PageHeading title={t('tenant.overview.title')} intro={t('tenant.overview.intro')} />
      {tenancy.status === 'error' ? (
        retry(t(tenancy.message))
      ) : home ? (
        <TenantHome tenancy={home} today={today} t={t} />
      ) : (
        <EmptyState text={t('tenant.noLease')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
      )}
      {activity.status === 'error' ? retry(t(activity.message)) : <TenantRequests {...splitActivity(activity.data)} t={t} />}
    </>
  );
}
