import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMonth } from '@rentals/core/format';
import { formatNumber, formatRupees, formatRupeesCompact } from '@rentals/core/money';
import { statusLabel } from '@rentals/core/rules/status';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { Analytics } from '../dataProvider/analytics.ts';
import { useRankLabel, useStatusLabel } from '../console/codeLabels.ts';
import { ChartCard } from './ChartCard.tsx';
import './texts.ts';

const HEIGHT = 260;
// Bars of categories run sideways, one label a row: side by side, a half-width chart had room for
// only some of the seven ranks' labels and silently skipped the rest (Executive, Unranked).
const LABEL_WIDTH = 96;

/** Analytics: four charts from one server-side aggregate (admin_analytics). */
export function AnalyticsPage() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data, error } = useQuery({
    queryKey: ['analytics'],
    queryFn: () => dataProvider.getAnalytics(),
  });
  useNotifyOnError(error, 'app.analytics.load_failed');
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.analytics.title')} />
      <div>
        <Typography component="h1" variant="h5">
          {translate('app.analytics.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.analytics.subtitle')}</Typography>
      </div>
      {error && <Alert severity="error">{translate('app.analytics.load_failed')}</Alert>}
      {!data && !error && (
        <Skeleton
          variant="rectangular"
          height={HEIGHT}
          aria-label={translate('app.analytics.loading')}
        />
      )}
      {data && <Charts data={data} />}
    </Stack>
  );
}

function Charts({ data }: { data: Analytics }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.analytics.${key}`);
  const statusName = useStatusLabel();
  const rankName = useRankLabel();
  const ranks = data.brokers_by_rank.map((r) => rankName(r.rank));
  const stages = data.application_funnel.map((s) => statusName(s.status));
  return (
    <Stack sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard
        title={t('charts.listings_by_city')}
        valueLabel={t('series.listings')}
        rows={data.listings_by_city.map((c) => ({
          label: statusLabel(c.city),
          value: formatNumber(c.listings),
        }))}
      >
        <BarChart
          height={HEIGHT}
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: data.listings_by_city.map((c) => statusLabel(c.city)),
              width: 90,
            },
          ]}
          series={[
            {
              data: data.listings_by_city.map((c) => c.listings),
              label: t('series.listings'),
              valueFormatter: (v) => formatNumber(v),
            },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard
        title={t('charts.application_funnel')}
        valueLabel={t('series.applications')}
        rows={data.application_funnel.map((s, i) => ({
          label: stages[i] ?? s.status,
          value: formatNumber(s.applications),
        }))}
      >
        <BarChart
          height={HEIGHT}
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: stages,
              width: LABEL_WIDTH,
            },
          ]}
          series={[
            {
              data: data.application_funnel.map((s) => s.applications),
              label: t('series.applications'),
              valueFormatter: (v) => formatNumber(v),
            },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard
        title={t('charts.rvl_by_month')}
        valueLabel={t('series.collected')}
        rows={data.rvl_by_month.map((m) => ({
          label: formatMonth(m.month),
          value: formatRupees(m.collected),
        }))}
      >
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: data.rvl_by_month.map((m) => formatMonth(m.month)) }]}
          yAxis={[{ valueFormatter: (v: number) => formatRupeesCompact(v), width: 70 }]}
          series={[
            {
              data: data.rvl_by_month.map((m) => m.collected),
              label: t('series.collected'),
              area: true,
              valueFormatter: (v) => formatRupees(v),
            },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard
        title={t('charts.brokers_by_rank')}
        valueLabel={t('series.brokers')}
        rows={data.brokers_by_rank.map((r, i) => ({
          label: ranks[i] ?? r.rank,
          value: formatNumber(r.brokers),
        }))}
      >
        <BarChart
          height={HEIGHT}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: ranks, width: LABEL_WIDTH }]}
          series={[
            {
              data: data.brokers_by_rank.map((r) => r.brokers),
              label: t('series.brokers'),
              valueFormatter: (v) => formatNumber(v),
            },
          ]}
          hideLegend
        />
      </ChartCard>
    </Stack>
  );
}
