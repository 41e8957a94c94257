// Commissions by month, newest first: each month's total, marked Paid (with the date) once every
// commission of the month is paid, and its rows (personal or differential, level, percentage).
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { CommissionRow } from '../../../lib/portal/broker/brokerLists.ts';
import { byMonth } from '../../../lib/portal/ledger.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface BrokerCommissionsProps {
  state: Loaded<CommissionRow[]>;
  t: Translate;
  /** Heading and intro: the broker's commissions, or those earned through their affiliate code. */
  variant?: 'all' | 'affiliate';
}

export function BrokerCommissions({ state, t, variant = 'all' }: BrokerCommissionsProps) {
  const affiliate = variant === 'affiliate';
  const here = affiliate ? '/portal/broker/managed-rental-affiliate' : '/portal/broker/commissions';
  return (
    <>
      <PageHeading
        title={t(affiliate ? 'broker.affiliateRentals.title' : 'broker.commissions.title')}
        intro={t(affiliate ? 'broker.affiliateRentals.intro' : 'broker.commissions.intro')}
      />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      ) : state.data.length === 0 ? (
        <EmptyState
          text={t(affiliate ? 'broker.affiliateRentals.empty' : 'broker.commissions.empty')}
        />
      ) : (
        byMonth(state.data, (row) => row.month_year).map((month) => (
          <section key={month.month} className="card" aria-labelledby={`month-${month.month}`}>
            <h2 id={`month-${month.month}`}>
              {formatMonth(month.month)}: {formatRupees(month.total)}{' '}
              {month.paid ? (
                <StatusBadge
                  status="completed"
                  label={t('broker.commissions.paidOn', { date: formatDate(month.paid_at) })}
                />
              ) : (
                <StatusBadge status="pending" label={t('broker.commissions.unpaid')} />
              )}
            </h2>
            <RecordTable
              caption={t('broker.commissions.monthCaption', { month: formatMonth(month.month) })}
              rows={month.rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('broker.commissions.type'),
                  cell: (row) =>
                    t(
                      row.commission_type === 'personal'
                        ? 'broker.commissions.personal'
                        : 'broker.commissions.differential',
                    ),
                },
                { header: t('broker.commissions.level'), cell: (row) => row.level, numeric: true },
                {
                  header: t('broker.commissions.percentage'),
                  cell: (row) => `${Number(row.percentage)}%`,
                  numeric: true,
                },
                {
                  header: t('broker.commissions.amount'),
                  cell: (row) => formatRupees(row.amount),
                  numeric: true,
                },
                {
                  header: t('broker.commissions.status'),
                  cell: (row) => (
                    <StatusBadge
                      status={row.status === 'paid' ? 'completed' : 'pending'}
                      label={t(
                        row.status === 'paid'
                          ? 'broker.commissions.paid'
                          : 'broker.commissions.unpaid',
                      )}
                    />
                  ),
                },
              ]}
            />
          </section>
        ))
      )}
    </>
  );
}
