import { formatNumber } from '@rentals/core/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { StatCard, StatGrid } from '../console/StatCard.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';

/** Total, brokers, landlords and active users (those with a last login), counted in the database. */
export function UserStatsCards() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data, error } = useQuery({
    queryKey: ['users', 'stats'],
    queryFn: () => dataProvider.getUserStats(),
  });
  const value = (n: number | undefined) => (data ? formatNumber(n) : error ? '—' : undefined);
  return (
    <StatGrid columns={4}>
      <StatCard label={translate('app.users.cards.total')} value={value(data?.total)} />
      <StatCard label={translate('app.users.cards.brokers')} value={value(data?.brokers)} />
      <StatCard label={translate('app.users.cards.landlords')} value={value(data?.landlords)} />
      <StatCard label={translate('app.users.cards.active')} value={value(data?.active)} />
    </StatGrid>
  );
}
