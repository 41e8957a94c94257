// What the tenant's lease, payments, maintenance and documents screens share: heading, error state,
// and the empty state of someone without a lease.
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { TenancyData } from '../../../lib/portal/tenant/tenantData.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface TenantScreenProps {
  state: Loaded<TenancyData>;
  today: string;
  t: Translate;
}

export function TenantFrame({
  state,
  t,
  title,
  intro,
  page,
  children,
}: Omit<TenantScreenProps, 'today'> & {
  title: MessageKey;
  intro: MessageKey;
  page: string;
  children: (data: TenancyData) => ReactNode;
}) {
  return (
    <>
      <PageHeading title={t(title)} intro={t(intro)} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref={`/portal/tenant/${page}`}
        />
      ) : state.data.leases.length === 0 ? (
        <EmptyState
          text={t('tenant.noLease')}
          action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }}
        />
      ) : (
        children(state.data)
      )}
    </>
  );
}
