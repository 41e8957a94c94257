// The tenant portal's first screen: the rental applications and visit requests they made, with status.
import { formatDate, formatDateTime } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { TenantActivity as Activity } from '../../../lib/portal/tenant/tenantData.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

const propertyCell = (property: { id: string; title: string } | null, t: Translate) =>
  property ? (
    <a href={localLink(t, `/property/${property.id}`)}>{property.title}</a>
  ) : (
    t('tenant.unavailableProperty')
  );

export function TenantActivity({ state, t }: { state: Loaded<Activity>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('tenant.overview.title')} intro={t('tenant.overview.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/tenant"
        />
      ) : (
        <>
          <section aria-labelledby="tenant-applications">
            <h2 id="tenant-applications">{t('tenant.applications.title')}</h2>
            {state.data.applications.length === 0 ? (
              <EmptyState
                text={t('tenant.applications.empty')}
                action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }}
              />
            ) : (
              <RecordTable
                caption={t('tenant.applications.title')}
                rows={state.data.applications}
                rowKey={(a) => a.id}
                columns={[
                  { header: t('tenant.property'), cell: (a) => propertyCell(a.property, t) },
                  { header: t('tenant.status'), cell: (a) => <StatusBadge status={a.status} label={statusText(t, 'user.lead.status', a.status)} /> },
                  {
                    header: t('tenant.applications.moveIn'),
                    cell: (a) => formatDate(a.move_in_date),
                  },
                  {
                    header: t('tenant.applications.applied'),
                    cell: (a) => formatDate(a.created_at),
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="tenant-visits">
            <h2 id="tenant-visits">{t('tenant.visits.title')}</h2>
            {state.data.visits.length === 0 ? (
              <EmptyState text={t('tenant.visits.empty')} />
            ) : (
              <RecordTable
                caption={t('tenant.visits.title')}
                rows={state.data.visits}
                rowKey={(v) => v.id}
                columns={[
                  { header: t('tenant.property'), cell: (v) => propertyCell(v.property, t) },
                  {
                    header: t('tenant.visits.type'),
                    cell: (v) =>
                      t(
                        v.visit_type === 'virtual'
                          ? 'tenant.visits.virtual'
                          : 'tenant.visits.physical',
                      ),
                  },
                  { header: t('tenant.status'), cell: (v) => <StatusBadge status={v.status} label={statusText(t, 'user.lead.status', v.status)} /> },
                  {
                    header: t('tenant.visits.when'),
                    cell: (v) => formatDateTime(v.scheduled_date),
                  },
                ]}
              />
            )}
          </section>
        </>
      )}
    </>
  );
}
