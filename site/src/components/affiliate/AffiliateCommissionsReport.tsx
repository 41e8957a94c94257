// The affiliate commissions report (/portal/affiliate/reports/commissions): every commission row
// with its level, percentage, status and the RVL payment it came from; downloadable as CSV.
import { formatDate, formatMonth, shortId } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../i18n/t.ts';
import type { CommissionRow } from '../../lib/affiliate/commissions.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import { RecordTable } from '../portal/data/RecordTable.tsx';
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
          <RecordTable
            caption={t('affiliate.reports.commissions')}
            rows={state.data}
            rowKey={(row) => row.id}
            columns={[
              { header: t('affiliate.commissions.month'), cell: (row) => formatMonth(row.month_year) },
              {
                header: t('affiliate.commissions.level'),
                cell: (row) =>
                  t('affiliate.commissions.levelName', { level: row.level, type: t(`affiliate.commissions.${row.commission_type}`) }),
              },
              { header: t('affiliate.reports.percentage'), cell: (row) => `${row.percentage}%`, numeric: true },
              { header: t('affiliate.calc.amount'), cell: (row) => formatRupees(row.amount), numeric: true },
              { header: t('affiliate.reports.status'), cell: (row) => <StatusText status={row.status} t={t} /> },
              { header: t('affiliate.reports.paidAt'), cell: (row) => formatDate(row.paid_at) },
              { header: t('affiliate.reports.source'), cell: (row) => <code>{shortId(row.source_payment_id)}</code> },
            ]}
          />
        </>
      )}
    </>
  );
}
