// Performance: qualified RVL month by month as a server-drawn bar chart, and the streams behind it.
import { formatMonth } from '@rentals/core/format';
import { formatRupees, formatRupeesCompact } from '@rentals/core/money';
import { rankName } from '../../../lib/rankNames.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { BrokerVolume } from '../../../lib/portal/broker/brokerOverview.ts';
import { MonthlyBarChart } from '../data/MonthlyBarChart.tsx';
import { RecordTable } from '../data/RecordTable.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export function BrokerPerformance({ state, t }: { state: Loaded<BrokerVolume[]>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('broker.performance.title')} intro={t('broker.performance.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/broker/performance"
        />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('broker.performance.empty')} />
      ) : (
        <>
          <MonthlyBarChart
            title={t('broker.performance.chart')}
            points={state.data.map((v) => ({ month: v.month, value: Number(v.qualified_rvl) }))}
            short={formatRupeesCompact}
            full={formatRupees}
            figuresLabel={t('broker.performance.figures')}
            monthLabel={t('broker.performance.month')}
            valueLabel={t('broker.performance.qualified')}
          />
          <RecordTable
            caption={t('broker.performance.streams')}
            showCaption
            rows={[...state.data].reverse()}
            rowKey={(v) => v.month}
            columns={[
              { header: t('broker.performance.month'), cell: (v) => formatMonth(v.month) },
              { header: t('broker.performance.rank'), cell: (v) => rankName(t, v.current_rank, true) },
              {
                header: t('broker.performance.personal'),
                cell: (v) => formatRupees(v.personal_rvl),
                numeric: true,
              },
              {
                header: t('broker.performance.primary'),
                cell: (v) => formatRupees(v.primary_stream_rvl),
                numeric: true,
              },
              {
                header: t('broker.performance.growth'),
                cell: (v) => formatRupees(v.growth_stream_rvl),
                numeric: true,
              },
              {
                header: t('broker.performance.qualified'),
                cell: (v) => formatRupees(v.qualified_rvl),
                numeric: true,
              },
            ]}
          />
        </>
      )}
    </>
  );
}
