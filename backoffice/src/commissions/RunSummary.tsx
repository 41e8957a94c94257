import { formatNumber, formatRupees } from '@rentals/core/money';
import { useTranslate } from 'react-admin';
import { StatCard, StatGrid } from '../console/StatCard.tsx';
import type { CommissionRunSummary } from '../dataProvider/commissions.ts';
import './texts.ts';

/** What a finished run did: members ranked, ranks changed, rows written, their total and unattributed RVL. */
export function RunSummary({ summary }: { summary: CommissionRunSummary }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.commissions.summary.${key}`);
  return (
    <StatGrid columns={5}>
      <StatCard label={label('members')} value={formatNumber(summary.members)} />
      <StatCard label={label('ranks_changed')} value={formatNumber(summary.ranks_changed ?? 0)} />
      <StatCard label={label('commissions')} value={formatNumber(summary.commissions)} />
      <StatCard
        label={label('total_amount')}
        value={formatRupees(summary.total_amount)}
        hint={label('total_hint')}
      />
      <StatCard
        label={label('unattributed_rvl')}
        value={formatRupees(summary.unattributed_rvl ?? 0)}
        hint={translate('app.commissions.summary.unattributed_hint', {
          count: summary.unattributed,
        })}
      />
    </StatGrid>
  );
}
