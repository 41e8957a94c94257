// The affiliate dashboard (/portal/affiliate/overview, /dashboard): this month's volumes, streams,
// qualified RVL and rank with the distance to the next one, the rank of the last monthly run, and
// shadow power with every change made to it.
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { rankName } from '../../lib/rankNames.ts';
import type { Translate } from '../../i18n/t.ts';
import type { OverviewData } from '../../lib/affiliate/overview.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import { RecordTable } from '../portal/data/RecordTable.tsx';
import { ErrorState, PageHeading } from '../portal/ui/States.tsx';

export interface AffiliateOverviewProps {
  state: Loaded<OverviewData>;
  t: Translate;
}

export function AffiliateOverview({ state, t }: AffiliateOverviewProps) {
  if (state.status === 'error') {
    return (
      <>
        <PageHeading title={t('affiliate.overview.title')} />
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/affiliate/overview" />
      </>
    );
  }
  const d = state.data;
  return (
    <>
      <PageHeading title={t('affiliate.overview.title')} intro={t('affiliate.overview.intro')}>
        <p>
          {t('affiliate.overview.month', { month: formatMonth(d.month) })} ·{' '}
          {d.standing.sponsor_id ? t('affiliate.overview.sponsor', { code: d.standing.sponsor_id }) : t('affiliate.overview.noSponsor')}
        </p>
      </PageHeading>
      <dl className="stat-grid">
        <Stat label={t('affiliate.overview.personal')} value={formatRupees(d.personal)} />
        <Stat label={t('affiliate.overview.team')} value={formatRupees(d.team)} />
        <Stat label={t('affiliate.overview.primary')} value={formatRupees(d.primary)} />
        <Stat label={t('affiliate.overview.growth')} value={formatRupees(d.growth)} />
        <Stat label={t('affiliate.overview.qualified')} value={formatRupees(d.qualified)} />
        <Stat label={t('affiliate.overview.rank')} value={rankName(t, d.rank)} note={t('affiliate.overview.percentage', { percentage: d.percentage })} />
        <Stat label={t('affiliate.overview.earned')} value={formatRupees(d.earned)} />
        <Stat
          label={t('affiliate.overview.currentRank')}
          value={d.currentRank?.rank ? rankName(t, d.currentRank.rank) : t('affiliate.overview.noRank')}
          note={d.currentRank ? formatMonth(d.currentRank.month) : undefined}
        />
      </dl>
      <p className="next-rank">
        {d.next ? t('affiliate.overview.next', { amount: formatRupees(d.next.missing), rank: rankName(t, d.next.rank) }) : t('affiliate.overview.top')}
      </p>
      <section className="card" aria-labelledby="shadow-power">
        <h2 id="shadow-power">{t('affiliate.overview.shadowPower')}</h2>
        <p>
          {d.shadowPower > 0 ? t('affiliate.overview.shadowPowerActive', { amount: formatRupees(d.shadowPower) }) : t('affiliate.overview.shadowPowerNone')}
        </p>
        <h3>{t('affiliate.overview.shadowHistory')}</h3>
        {d.shadowHistory.length === 0 ? (
          <p>{t('affiliate.overview.shadowHistoryEmpty')}</p>
        ) : (
          <RecordTable
            caption={t('affiliate.overview.shadowHistory')}
            rows={d.shadowHistory}
            rowKey={(change) => `${change.created_at}-${change.new_amount}`}
            columns={[
              { header: t('affiliate.overview.date'), cell: (change) => formatDate(change.created_at) },
              {
                header: t('affiliate.overview.change'),
                cell: (change) =>
                  t('affiliate.overview.shadowChange', {
                    from: change.previous_amount === null ? '—' : formatRupees(change.previous_amount),
                    to: formatRupees(change.new_amount),
                  }),
              },
              { header: t('affiliate.overview.notes'), cell: (change) => change.notes ?? '—' },
            ]}
          />
        )}
      </section>
    </>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        {value}
        {note && <span className="stat__note">{note}</span>}
      </dd>
    </div>
  );
}
