// Reports (/portal/affiliate/reports): monthly volumes and ranks of every run that included the
// member, and the way to the commissions report; both download as CSV. Tables read as cards on a phone.
import { formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { rankName } from '../../lib/rankNames.ts';
import type { Translate } from '../../i18n/t.ts';
import type { VolumeRow } from '../../lib/affiliate/reports.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import { RecordTable } from '../portal/data/RecordTable.tsx';
import { EmptyState, ErrorState, PageHeading } from '../portal/ui/States.tsx';

export function AffiliateReports({ state, t }: { state: Loaded<VolumeRow[]>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('affiliate.reports.title')} intro={t('affiliate.reports.intro')} />
      <div className="actions">
        <a className="button" href="/portal/affiliate/reports/commissions">
          {t('affiliate.reports.open')}
        </a>
        <a className="button button--ghost" href="/portal/affiliate/reports/commissions.csv" download>
          {t('affiliate.reports.downloadCommissions')}
        </a>
      </div>
      <section className="card" aria-labelledby="volumes-heading">
        <h2 id="volumes-heading">{t('affiliate.reports.volumes')}</h2>
        {state.status === 'error' ? (
          <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/affiliate/reports" />
        ) : state.data.length === 0 ? (
          <EmptyState text={t('affiliate.reports.volumesEmpty')} />
        ) : (
          <>
            <a href="/portal/affiliate/reports/volumes.csv" download>
              {t('affiliate.reports.downloadVolumes')}
            </a>
            <RecordTable
              caption={t('affiliate.reports.volumes')}
              rows={state.data}
              rowKey={(row) => row.month}
              columns={[
                { header: t('affiliate.commissions.month'), cell: (row) => formatMonth(row.month) },
                { header: t('affiliate.overview.rank'), cell: (row) => rankName(t, row.rank) },
                { header: t('affiliate.overview.personal'), cell: (row) => formatRupees(row.personal_rvl), numeric: true },
                { header: t('affiliate.overview.primary'), cell: (row) => formatRupees(row.primary_stream_rvl), numeric: true },
                { header: t('affiliate.overview.growth'), cell: (row) => formatRupees(row.growth_stream_rvl), numeric: true },
                { header: t('affiliate.overview.qualified'), cell: (row) => formatRupees(row.qualified_rvl), numeric: true },
              ]}
            />
          </>
        )}
      </section>
    </>
  );
}
