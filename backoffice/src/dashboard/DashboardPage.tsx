import { Alert, Stack } from '@mui/material';
import { formatNumber, formatRupees } from '@rentals/core/money';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { StatCard, StatGrid } from '../console/StatCard.tsx';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { QuickActions } from './QuickActions.tsx';

/** The console's dashboard (spec 2.2): header, six stat cards from one aggregate, Quick Actions. */
export function DashboardPage() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => dataProvider.getDashboardStats(),
  });
  useNotifyOnError(error, 'app.dashboard.load_failed');
  const figure = (value: number | undefined) =>
    data ? formatNumber(value) : error ? '—' : undefined;
  const card = (key: string) => translate(`app.dashboard.cards.${key}`);
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.menu.dashboard')} />
      <DashboardHeader health={data?.system_health} />
      {error ? <Alert severity="error">{translate('app.dashboard.load_failed')}</Alert> : null}
      <StatGrid>
        <StatCard label={card('total_users')} value={figure(data?.total_users)} />
        <StatCard label={card('active_brokers')} value={figure(data?.active_brokers)} />
        <StatCard label={card('properties')} value={figure(data?.total_properties)} />
        <StatCard
          label={card('revenue')}
          value={data ? formatRupees(data.total_revenue) : error ? '—' : undefined}
        />
        <StatCard
          label={card('pending_broker_registrations')}
          value={figure(data?.pending_broker_registrations)}
        />
        <StatCard
          label={card('system_health')}
          value={
            data ? translate(`app.dashboard.health.${data.system_health}`) : error ? '—' : undefined
          }
        />
      </StatGrid>
      <QuickActions />
    </Stack>
  );
}
