// /property-manager: who looks after whose portfolio, how large it is and how many requests are open.
import { formatDate } from '@rentals/core/format';
import { formatNumber } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { PortfolioRow } from '../../../lib/portal/owner/portfolios.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

const person = (name: string | null, phone: string | null) => (
  <>
    <strong>{name ?? '—'}</strong>
    {phone && (
      <>
        <br />
        <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
      </>
    )}
  </>
);

export function Portfolios({ state, t }: { state: Loaded<PortfolioRow[]>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('owner.portfolios.title')} intro={t('owner.portfolios.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/property-manager"
        />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('owner.portfolios.empty')} />
      ) : (
        <RecordTable
          caption={t('owner.portfolios.title')}
          rows={state.data}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('owner.portfolios.manager'),
              cell: (row) => person(row.manager_name, row.manager_phone),
            },
            {
              header: t('owner.portfolios.landlord'),
              cell: (row) => person(row.landlord_name, row.landlord_phone),
            },
            { header: t('owner.portfolios.since'), cell: (row) => formatDate(row.created_at) },
            {
              header: t('owner.portfolios.properties'),
              cell: (row) => formatNumber(row.properties),
              numeric: true,
            },
            {
              header: t('owner.portfolios.openRequests'),
              cell: (row) => formatNumber(row.open_requests),
              numeric: true,
            },
          ]}
        />
      )}
    </>
  );
}
