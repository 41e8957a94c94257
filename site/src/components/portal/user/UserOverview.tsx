// The user portal's first screen: what the person has saved, listed and applied for, and what to do next.
import { formatNumber } from '@rentals/core/money';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { OverviewCounts } from '../../../lib/portal/overview.ts';
import { ErrorState, PageHeading } from '../ui/States.tsx';

export interface UserOverviewProps {
  state: Loaded<OverviewCounts>;
  t: Translate;
}

export function UserOverview({ state, t }: UserOverviewProps) {
  return (
    <>
      <PageHeading title={t('user.overview.title')} intro={t('user.overview.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/user" />
      ) : (
        <>
          <dl className="stat-grid">
            <Stat label={t('user.overview.saved')} value={state.data.saved} href="/portal/user/saved" />
            <Stat label={t('user.overview.viewed')} value={state.data.viewed} href="/portal/user/recently-viewed" />
            <Stat label={t('user.overview.properties')} value={state.data.properties} href="/portal/user/my-properties" />
            <Stat label={t('user.overview.applications')} value={state.data.applications} href="/portal/user/track-applications" />
          </dl>
          <section className="card" aria-labelledby="overview-next">
            <h2 id="overview-next">{t('user.overview.next')}</h2>
            <div className="actions">
              <a className="button" href={localLink(t, '/properties')}>
                {t('user.overview.search')}
              </a>
              <a className="button button--ghost" href="/properties/create">
                {t('user.overview.listProperty')}
              </a>
              {state.data.profileCompletion !== null && state.data.profileCompletion < 100 && (
                <a className="button button--ghost" href="/portal/user/profile">
                  {t('user.overview.completeProfile', { percent: state.data.profileCompletion })}
                </a>
              )}
            </div>
          </section>
        </>
      )}
    </>
  );
}

function Stat({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <div className="stat">
      <dt>
        <a href={href}>{label}</a>
      </dt>
      <dd>{formatNumber(value)}</dd>
    </div>
  );
}
