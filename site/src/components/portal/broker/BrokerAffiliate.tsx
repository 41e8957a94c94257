// The broker's place in the affiliate programme: their affiliate code, status and sponsor, or the
// way to join; commissions earned through the code are on Managed rental affiliate.
import '../data/data.css';
import { formatDate } from '@rentals/core/format';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { AffiliateStanding } from '../../../lib/portal/broker/brokerLists.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export function BrokerAffiliate({ state, t }: { state: Loaded<AffiliateStanding>; t: Translate }) {
  return (
    <>
      <PageHeading title={t('broker.affiliate.title')} intro={t('broker.affiliate.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/broker/affiliate"
        />
      ) : !state.data.profile ? (
        <EmptyState
          text={t('broker.affiliate.none')}
          action={{ href: '/register/affiliate', label: t('portal.nav.affiliateJoin') }}
        />
      ) : (
        <section className="card" aria-labelledby="affiliate-code">
          <h2 id="affiliate-code">
            {t('broker.affiliate.code', { code: state.data.profile.affiliate_id })}
          </h2>
          <dl className="definition-list">
            <dt>{t('broker.affiliate.status')}</dt>
            <dd>
              <StatusBadge
                status={state.data.profile.status === 'active' ? 'approved' : 'pending'}
                label={t(
                  state.data.profile.status === 'active'
                    ? 'broker.affiliate.active'
                    : 'broker.affiliate.pending',
                )}
              />
            </dd>
            <dt>{t('broker.affiliate.sponsor')}</dt>
            <dd>{state.data.sponsor_id ?? t('broker.affiliate.noSponsor')}</dd>
            <dt>{t('broker.affiliate.since')}</dt>
            <dd>{formatDate(state.data.profile.created_at)}</dd>
          </dl>
          <div className="actions">
            <a className="button" href="/portal/affiliate/dashboard">
              {t('portal.nav.affiliateDashboard')}
            </a>
            <a className="button button--ghost" href="/portal/broker/managed-rental-affiliate">
              {t('broker.nav.managedRentalAffiliate')}
            </a>
          </div>
        </section>
      )}
    </>
  );
}
