// Reports (/portal/affiliate/reports): monthly volumes and ranks of every run that included the
// member, and the way to the commissions report; both download as CSV.
import { formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { rankDisplay, rankInfo } from '@rentals/core/ranks';
import type { Translate } from '../../i18n/t.ts';
import type { VolumeRow } from '../../lib/affiliate/reports.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import { TableScroll } from './TableScroll.tsx';
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
            <TableScroll label={t('affiliate.reports.volumes')}>
              <table aria-labelledby="volumes-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('affiliate.commissions.month')}</th>
                    <th scope="col">{t('affiliate.overview.rank')}</th>
                    <th scope="col">{t('affiliate.overview.personal')}</th>
                    <th scope="col">{t('affiliate.overview.primary')}</th>
                    <th scope="col">{t('affiliate.overview.growth')}</th>
                    <th scope="col">{t('affiliate.overview.qualified')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.map((row) => (
                    <tr key={row.month}>
                      <th scope="row">{formatMonth(row.month)}</th>
                      <td>{row.rank ? rankInfo(row.rank).label : rankDisplay(null)}</td>
                      <td>{formatRupees(row.personal_rvl)}</td>
                      <td>{formatRupees(row.primary_stream_rvl)}</td>
                      <td>{formatRupees(row.growth_stream_rvl)}</td>
                      <td>{formatRupees(row.qualified_rvl)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>
    </>
  );
}
