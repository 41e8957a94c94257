// Leads on the broker's own listings: visit requests and rental applications, newest first.
import { formatDate, formatDateTime, formatPhone, phoneHref } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { Lead } from '../../../lib/portal/broker/brokerLists.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export function BrokerLeads({ state, t }: { state: Loaded<Lead[]>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('broker.leads.title')} intro={t('broker.leads.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/broker/leads"
        />
      ) : state.data.length === 0 ? (
        <EmptyState
          text={t('broker.leads.empty')}
          action={{ href: '/portal/broker/submit-property', label: t('broker.nav.submitProperty') }}
        />
      ) : (
        <RecordTable
          caption={t('broker.leads.title')}
          rows={state.data}
          rowKey={(lead) => `${lead.kind}-${lead.id}`}
          columns={[
            {
              header: t('broker.leads.property'),
              cell: (lead) => <a href={localLink(t, `/property/${lead.property_id}`)}>{lead.property_title}</a>,
            },
            {
              header: t('broker.leads.kind'),
              cell: (lead) =>
                lead.kind === 'visit'
                  ? t(
                      lead.visit_type === 'virtual'
                        ? 'broker.leads.virtualVisit'
                        : 'broker.leads.visit',
                    )
                  : t('broker.leads.application'),
            },
            {
              header: t('broker.leads.who'),
              cell: (lead) =>
                lead.contact ? (
                  <>
                    {lead.contact.full_name ?? '—'}
                    {lead.contact.phone && (
                      <>
                        <br />
                        <a href={phoneHref(lead.contact.phone)}>{formatPhone(lead.contact.phone)}</a>
                      </>
                    )}
                  </>
                ) : (
                  '—'
                ),
            },
            {
              header: t('broker.leads.status'),
              cell: (lead) => <StatusBadge status={lead.status} label={statusText(t, 'user.lead.status', lead.status)} />,
            },
            {
              header: t('broker.leads.date'),
              // A visit is booked for a time of day; a move-in is only a date.
              cell: (lead) => (lead.kind === 'visit' ? formatDateTime : formatDate)(lead.date),
            },
            { header: t('broker.leads.received'), cell: (lead) => formatDate(lead.created_at) },
            { header: t('broker.leads.notes'), cell: (lead) => lead.notes ?? '—' },
          ]}
        />
      )}
    </>
  );
}
