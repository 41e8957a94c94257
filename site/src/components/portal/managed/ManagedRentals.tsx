// Managed rentals, for brokers, landlords and property managers: Track (the applications and their
// review) and Manage (configured properties, each with its month-by-month RVL ledger). The tab is a
// query parameter, so each has its own address.
import '../data/data.css';
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type {
  ConfiguredProperty,
  ManagedApplication,
} from '../../../lib/portal/broker/brokerLists.ts';
import { rvlLedger } from '../../../lib/portal/ledger.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { TabLinks } from '../data/TabLinks.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';
import { typeLabelKey } from '../../../lib/enumLabels.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export type ManagedTab = 'track' | 'manage';

export interface ManagedRentalsProps {
  state: Loaded<{ applications: ManagedApplication[]; properties: ConfiguredProperty[] }>;
  tab: ManagedTab;
  /** This page's path: '/portal/broker/managed-rentals'. */
  basePath: string;
  today: string;
  t: Translate;
  /** Where a new application is made, for the empty state. */
  submitHref?: string;
}

export function ManagedRentals({
  state,
  tab,
  basePath,
  today,
  t,
  submitHref = '/portal/user/submit-managed-rental',
}: ManagedRentalsProps) {
  return (
    <>
      <PageHeading title={t('managed.title')} intro={t('managed.intro')} />
      <TabLinks
        label={t('managed.tabs')}
        tabs={[
          { href: `${basePath}?tab=track`, label: t('managed.track'), current: tab === 'track' },
          { href: `${basePath}?tab=manage`, label: t('managed.manage'), current: tab === 'manage' },
        ]}
      />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref={`${basePath}?tab=${tab}`}
        />
      ) : tab === 'track' ? (
        state.data.applications.length === 0 ? (
          <EmptyState
            text={t('managed.noApplications')}
            action={{ href: submitHref, label: t('managed.submit') }}
          />
        ) : (
          <RecordTable
            caption={t('managed.applications')}
            rows={state.data.applications}
            rowKey={(a) => a.id}
            columns={[
              {
                header: t('managed.location'),
                cell: (a) => [a.locality, a.property_location].filter(Boolean).join(', '),
              },
              {
                header: t('managed.type'),
                cell: (a) =>
                  a.bedrooms
                    ? `${t('common.card.bhk', { count: a.bedrooms })} ${t(typeLabelKey(a.property_type))}`
                    : t(typeLabelKey(a.property_type)),
              },
              {
                header: t('managed.rent'),
                cell: (a) => formatRupees(a.monthly_rent),
                numeric: true,
              },
              { header: t('managed.submitted'), cell: (a) => formatDate(a.created_at) },
              { header: t('managed.status'), cell: (a) => <StatusBadge status={a.status} label={statusText(t, 'user.managedStatus', a.status)} /> },
              {
                header: t('managed.rvl'),
                cell: (a) =>
                  a.rental_value_locked === null ? '—' : formatRupees(a.rental_value_locked),
                numeric: true,
              },
            ]}
          />
        )
      ) : state.data.properties.length === 0 ? (
        <EmptyState text={t('managed.noProperties')} />
      ) : (
        state.data.properties.map((property) => (
          <section key={property.id} className="card" aria-labelledby={`managed-${property.id}`}>
            <h2 id={`managed-${property.id}`}>{property.property_name ?? t('managed.unnamed')}</h2>
            <dl className="definition-list">
              <dt>{t('managed.owner')}</dt>
              <dd>{property.owner_name ?? '—'}</dd>
              <dt>{t('managed.rent')}</dt>
              <dd>{formatRupees(property.monthly_rent)}</dd>
              <dt>{t('managed.rvlMonthly')}</dt>
              <dd>{formatRupees(property.rvl_amount)}</dd>
              <dt>{t('managed.lease')}</dt>
              <dd>{`${formatDate(property.lease_start_date)} – ${formatDate(property.lease_end_date)}`}</dd>
              <dt>{t('managed.paymentTerms')}</dt>
              <dd>
                {t('managed.paymentTermsValue', {
                  mode: t(`register.method.${property.payment_mode}` as MessageKey),
                  day: property.monthly_rent_payment_date,
                })}
              </dd>
            </dl>
            <RecordTable
              caption={t('managed.ledger', {
                name: property.property_name ?? t('managed.unnamed'),
              })}
              showCaption
              rows={rvlLedger(property, today)}
              rowKey={(m) => m.month}
              columns={[
                { header: t('managed.month'), cell: (m) => formatMonth(m.month) },
                { header: t('managed.rvl'), cell: (m) => formatRupees(m.amount), numeric: true },
                {
                  header: t('managed.status'),
                  cell: (m) =>
                    m.status === 'paid' ? (
                      <StatusBadge status="completed" label={t('managed.paid')} />
                    ) : m.status === 'pending' ? (
                      <StatusBadge status="pending" label={t('managed.pending')} />
                    ) : (
                      <StatusBadge status="not_recorded" label={t('managed.notRecorded')} />
                    ),
                },
                { header: t('managed.paidOn'), cell: (m) => formatDate(m.payment_date) },
              ]}
            />
          </section>
        ))
      )}
    </>
  );
}
