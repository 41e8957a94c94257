// Commissions (/portal/affiliate/commissions): totals paid and pending, then each month by level.
import { formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../i18n/t.ts';
import type { MonthTotals } from '../../lib/affiliate/commissions.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import { TableScroll } from './TableScroll.tsx';
import { EmptyState, ErrorState, PageHeading } from '../portal/ui/States.tsx';

export interface AffiliateCommissionsProps {
  state: Loaded<MonthTotals[]>;
  t: Translate;
}

export function AffiliateCommissions({ state, t }: AffiliateCommissionsProps) {
  const heading = <PageHeading title={t('affiliate.commissions.title')} intro={t('affiliate.commissions.intro')} />;
  if (state.status === 'error') {
    return (
      <>
        {heading}
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/affiliate/commissions" />
      </>
    );
  }
  if (state.data.length === 0) {
    return (
      <>
        {heading}
        <EmptyState text={t('affiliate.commissions.empty')} />
      </>
    );
  }
  const pending = state.data.reduce((sum, m) => sum + Math.round(m.pending * 100), 0) / 100;
  const paid = state.data.reduce((sum, m) => sum + Math.round(m.paid * 100), 0) / 100;
  return (
    <>
      {heading}
      <dl className="stat-grid">
        <div className="stat">
          <dt>{t('affiliate.commissions.pendingTotal')}</dt>
          <dd>{formatRupees(pending)}</dd>
        </div>
        <div className="stat">
          <dt>{t('affiliate.commissions.paidTotal')}</dt>
          <dd>{formatRupees(paid)}</dd>
        </div>
      </dl>
      {state.data.map((month) => (
        <section className="card" key={month.month} aria-labelledby={`month-${month.month}`}>
          <h2 id={`month-${month.month}`}>{formatMonth(month.month)}</h2>
          <TableScroll label={t('affiliate.commissions.caption', { month: formatMonth(month.month) })}>
            <table>
              <caption className="visually-hidden">{t('affiliate.commissions.caption', { month: formatMonth(month.month) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('affiliate.commissions.level')}</th>
                  <th scope="col">{t('affiliate.commissions.payments')}</th>
                  <th scope="col">{t('affiliate.commissions.pending')}</th>
                  <th scope="col">{t('affiliate.commissions.paid')}</th>
                </tr>
              </thead>
              <tbody>
                {month.levels.map((level) => (
                  <tr key={level.level}>
                    <th scope="row">
                      {t('affiliate.commissions.levelName', { level: level.level, type: t(`affiliate.commissions.${level.commission_type}`) })}
                    </th>
                    <td>{level.payments}</td>
                    <td>{formatRupees(level.pending)}</td>
                    <td>{formatRupees(level.paid)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td />
                  <td>{formatRupees(month.pending)}</td>
                  <td>{formatRupees(month.paid)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </section>
      ))}
    </>
  );
}
