// The affiliate commissions report (/portal/affiliate/reports/commissions): every commission row
// with its level, percentage, status and the RVL payment it came from; downloadable as CSV.
import { formatDate, formatMonth, shortId } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../i18n/t.ts';
import type { CommissionRow } from '../../lib/affiliate/commissions.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import { TableScroll } from './TableScroll.tsx';
import { EmptyState, ErrorState, PageHeading } from '../portal/ui/States.tsx';
import { StatusText } from './StatusText.tsx';

export function AffiliateCommissionsReport({ state, t }: { state: Loaded<CommissionRow[]>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('affiliate.reports.commissions')} intro={t('affiliate.commissions.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/affiliate/reports/commissions" />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('affiliate.commissions.empty')} />
      ) : (
        <>
          <a className="button button--ghost" href="/portal/affiliate/reports/commissions.csv" download>
            {t('affiliate.reports.download')}
          </a>
          <TableScroll label={t('affiliate.reports.commissions')}>
            <table>
              <caption className="visually-hidden">{t('affiliate.reports.commissions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('affiliate.commissions.month')}</th>
                  <th scope="col">{t('affiliate.commissions.level')}</th>
                  <th scope="col">{t('affiliate.reports.percentage')}</th>
                  <th scope="col">{t('affiliate.calc.amount')}</th>
                  <th scope="col">{t('affiliate.reports.status')}</th>
                  <th scope="col">{t('affiliate.reports.paidAt')}</th>
                  <th scope="col">{t('affiliate.reports.source')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((row) => (
                  <tr key={row.id}>
                    <td>{formatMonth(row.month_year)}</td>
                    <td>{t('affiliate.commissions.levelName', { level: row.level, type: t(`affiliate.commissions.${row.commission_type}`) })}</td>
                    <td>{row.percentage}%</td>
                    <td>{formatRupees(row.amount)}</td>
                    <td>
                      <StatusText status={row.status} t={t} />
                    </td>
                    <td>{formatDate(row.paid_at)}</td>
                    <td>
                      <code>{shortId(row.source_payment_id)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </>
  );
}
