// The broker portal's first screen: current rank and qualified RVL, progress to the next rank, what
// shadow balancing (Fast Track Advantage) changes while it is on and until when, and its audit trail.
import '../data/data.css';
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { nextRank, rankInfo, rankPercentage, rankForRvl } from '@rentals/core/ranks';
import { rankName } from '../../../lib/rankNames.ts';
import { qualifiedRvl } from '@rentals/core/commission';
import {
  shadowBalancingDaysLeft,
  shadowBalancingState,
  auditActionVariant,
} from '@rentals/core/rules/shadowBalancing';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type {
  BrokerOverviewData,
  BrokerVolume,
  OwnBroker,
} from '../../../lib/portal/broker/brokerOverview.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Notice } from '../ui/Notice.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface BrokerOverviewProps {
  state: Loaded<BrokerOverviewData>;
  /** Today in India, 'YYYY-MM-DD'. */
  today: string;
  t: Translate;
}

export function BrokerOverview({ state, today, t }: BrokerOverviewProps) {
  if (state.status === 'error') {
    return (
      <>
        <PageHeading title={t('broker.overview.title')} />
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/broker"
        />
      </>
    );
  }
  const { broker, volume, audit } = state.data;
  const qualified = Number(volume?.qualified_rvl ?? 0);
  const rank = volume?.current_rank ?? broker.current_rank;
  return (
    <>
      <PageHeading
        title={t('broker.overview.title')}
        intro={t('broker.overview.intro', { name: broker.name })}
      />
      {!broker.activated && <Notice kind="info" text={t('broker.overview.notActive')} />}
      <dl className="stat-grid">
        <Stat label={t('broker.overview.rank')} value={rankName(t, rank, true)} />
        <Stat label={t('broker.overview.qualified')} value={formatRupees(qualified)} />
        <Stat label={t('broker.overview.commission')} value={`${rankPercentage(rank)}%`} />
        <Stat label={t('broker.overview.month')} value={volume ? formatMonth(volume.month) : '—'} />
      </dl>
      <RankProgress qualified={qualified} hasVolume={volume !== null} t={t} />
      <ShadowBalancing broker={broker} volume={volume} today={today} t={t} />
      <section className="card" aria-labelledby="broker-audit">
        <h2 id="broker-audit">{t('broker.audit.title')}</h2>
        {audit.length === 0 ? (
          <EmptyState text={t('broker.audit.empty')} />
        ) : (
          <RecordTable
            caption={t('broker.audit.title')}
            rows={audit}
            rowKey={(entry) => entry.id}
            columns={[
              { header: t('broker.audit.date'), cell: (entry) => formatDate(entry.created_at) },
              {
                header: t('broker.audit.action'),
                cell: (entry) => (
                  <Badge variant={auditActionVariant(entry.action)}>
                    {t(`broker.audit.${entry.action}`)}
                  </Badge>
                ),
              },
              { header: t('broker.audit.reason'), cell: (entry) => entry.reason ?? '—' },
              {
                header: t('broker.audit.period'),
                cell: (entry) =>
                  entry.start_date
                    ? `${formatDate(entry.start_date)} – ${formatDate(entry.end_date)}`
                    : '—',
              },
            ]}
          />
        )}
      </section>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function RankProgress({
  qualified,
  hasVolume,
  t,
}: {
  qualified: number;
  hasVolume: boolean;
  t: Translate;
}) {
  const next = nextRank(qualified);
  const current = rankInfo(rankForRvl(qualified));
  return (
    <section className="card progress" aria-labelledby="broker-progress">
      <h2 id="broker-progress">{t('broker.progress.title')}</h2>
      {!hasVolume && <p>{t('broker.progress.noVolume')}</p>}
      {next ? (
        <>
          <p>
            {t('broker.progress.toNext', {
              missing: formatRupees(next.missing),
              rank: rankName(t, next.rank),
              percent: rankInfo(next.rank).percentage,
            })}
          </p>
          <progress
            max={rankInfo(next.rank).threshold - current.threshold}
            value={qualified - current.threshold}
            aria-label={t('broker.progress.label', { rank: rankName(t, next.rank) })}
          />
        </>
      ) : (
        <p>{t('broker.progress.top')}</p>
      )}
    </section>
  );
}

function ShadowBalancing({
  broker,
  volume,
  today,
  t,
}: {
  broker: OwnBroker;
  volume: BrokerVolume | null;
  today: string;
  t: Translate;
}) {
  const state = shadowBalancingState(broker, today);
  const on = state === 'active' || state === 'expiring_soon';
  const figures = volume && {
    personal: Number(volume.personal_rvl),
    primary: Number(volume.primary_stream_rvl),
    growth: Number(volume.growth_stream_rvl),
  };
  return (
    <section className="card" aria-labelledby="broker-shadow">
      <h2 id="broker-shadow">{t('broker.shadow.title')}</h2>
      {on ? (
        <>
          <p>
            {t('broker.shadow.on', {
              end: formatDate(broker.shadow_balancing_end_date),
              days: shadowBalancingDaysLeft(broker, today) ?? 0,
            })}
            {state === 'expiring_soon' && (
              <>
                {' '}
                <Badge variant="secondary">{t('broker.shadow.expiringSoon')}</Badge>
              </>
            )}
          </p>
          <p>{t('broker.shadow.effect')}</p>
          {figures && (
            <dl className="definition-list">
              <dt>{t('broker.shadow.without')}</dt>
              <dd>{formatRupees(qualifiedRvl(figures))}</dd>
              <dt>{t('broker.shadow.with')}</dt>
              <dd>{formatRupees(qualifiedRvl({ ...figures, shadowBalancing: true }))}</dd>
            </dl>
          )}
          {broker.shadow_balancing_reason && (
            <p className="row__meta">
              {t('broker.shadow.reason', { reason: broker.shadow_balancing_reason })}
            </p>
          )}
        </>
      ) : (
        <p>
          {t(state === 'expired' ? 'broker.shadow.expired' : 'broker.shadow.off', {
            end: formatDate(broker.shadow_balancing_end_date),
          })}
        </p>
      )}
    </section>
  );
}
