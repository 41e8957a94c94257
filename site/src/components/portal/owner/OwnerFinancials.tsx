// Rent of the portfolio: this month collected and outstanding, the last six months as a chart and a
// table, and every overdue month with the tenant to call.
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees, formatRupeesCompact } from '@rentals/core/money';
import { monthStart } from '@rentals/core/dates';
import { rentByMonth, rentState } from '../../../lib/portal/owner/derive.ts';
import { MonthlyBarChart } from '../data/MonthlyBarChart.tsx';
import { RecordTable } from '../data/RecordTable.tsx';
import { EmptyState } from '../ui/States.tsx';
import { OwnerFrame, Stat, type OwnerScreenProps } from './OwnerFrame.tsx';

export function OwnerFinancials(props: OwnerScreenProps) {
  const { t, today } = props;
  return (
    <OwnerFrame {...props} title="owner.financials.title" page="financials">
      {(data) => {
        const rent = data.tenancies.flatMap((x) => x.rent.map((r) => ({ ...r, tenancy: x })));
        if (rent.length === 0) return <EmptyState text={t('owner.financials.empty')} />;
        const months = rentByMonth(rent, today);
        const current = months.find((m) => m.month === monthStart(today));
        const overdue = rent.filter((r) => rentState(r, today) === 'overdue');
        return (
          <>
            <dl className="stat-grid">
              <Stat
                label={t('owner.financials.collected')}
                value={formatRupees(current?.collected)}
              />
              <Stat
                label={t('owner.financials.outstanding')}
                value={formatRupees(current?.outstanding)}
              />
              <Stat
                label={t('owner.financials.overdue')}
                value={formatRupees(overdue.reduce((sum, r) => sum + Number(r.amount), 0))}
              />
              <Stat
                label={t('owner.financials.sixMonths')}
                value={formatRupees(months.reduce((sum, m) => sum + m.collected, 0))}
              />
            </dl>
            <MonthlyBarChart
              title={t('owner.financials.chart')}
              points={months.map((m) => ({ month: m.month, value: m.collected }))}
              short={formatRupeesCompact}
              full={formatRupees}
              figuresLabel={t('broker.performance.figures')}
              monthLabel={t('managed.month')}
              valueLabel={t('owner.financials.collectedColumn')}
            />
            <RecordTable
              caption={t('owner.financials.byMonth')}
              showCaption
              rows={[...months].reverse()}
              rowKey={(m) => m.month}
              columns={[
                { header: t('managed.month'), cell: (m) => formatMonth(m.month) },
                {
                  header: t('owner.financials.collectedColumn'),
                  cell: (m) => formatRupees(m.collected),
                  numeric: true,
                },
                {
                  header: t('owner.financials.outstandingColumn'),
                  cell: (m) => formatRupees(m.outstanding),
                  numeric: true,
                },
              ]}
            />
            {overdue.length > 0 && (
              <RecordTable
                caption={t('owner.financials.overdueList')}
                showCaption
                rows={overdue}
                rowKey={(r) => r.id}
                columns={[
                  {
                    header: t('owner.tenants.tenant'),
                    cell: (r) => r.tenancy.party?.tenant_name ?? '—',
                  },
                  { header: t('owner.tenants.property'), cell: (r) => r.tenancy.property_title },
                  { header: t('managed.month'), cell: (r) => formatMonth(r.month) },
                  { header: t('owner.financials.dueDate'), cell: (r) => formatDate(r.due_date) },
                  {
                    header: t('owner.tenants.rent'),
                    cell: (r) => formatRupees(r.amount),
                    numeric: true,
                  },
                ]}
              />
            )}
          </>
        );
      }}
    </OwnerFrame>
  );
}
