// Track applications (in progress) and application history (everything): managed rental
// applications and the person's own applications and visit requests, each with its status.
import { localLink, type Translate } from '../../../i18n/t.ts';
import { inProgress, type Applications } from '../../../lib/portal/applications.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';
import { ManagedApplicationList } from './ManagedApplicationList.tsx';
import { RequestList } from './RequestList.tsx';

export interface ApplicationsScreenProps {
  mode: 'track' | 'history';
  state: Loaded<Applications>;
  here: string;
  t: Translate;
}

export function ApplicationsScreen({ mode, state, here, t }: ApplicationsScreenProps) {
  const heading = <PageHeading title={t(mode === 'track' ? 'user.apps.trackTitle' : 'user.apps.historyTitle')} intro={t(mode === 'track' ? 'user.apps.trackIntro' : 'user.apps.historyIntro')} />;
  if (state.status === 'error') {
    return (
      <>
        {heading}
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      </>
    );
  }
  const { managed, requests } = mode === 'track' ? inProgress(state.data) : state.data;
  return (
    <>
      {heading}
      <section aria-labelledby="apps-managed" className="section">
        <h2 id="apps-managed">{t('user.apps.managed')}</h2>
        {managed.length === 0 ? (
          <EmptyState text={t(mode === 'track' ? 'user.apps.managedNoneOpen' : 'user.apps.managedNone')} action={{ href: '/portal/user/submit-managed-rental', label: t('portal.nav.submitManagedRental') }} />
        ) : (
          <ManagedApplicationList applications={managed} t={t} />
        )}
      </section>
      <section aria-labelledby="apps-requests" className="section">
        <h2 id="apps-requests">{t('user.apps.requests')}</h2>
        {requests.length === 0 ? (
          <EmptyState text={t(mode === 'track' ? 'user.apps.requestsNoneOpen' : 'user.apps.requestsNone')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
        ) : (
          <RequestList requests={requests} t={t} />
        )}
      </section>
    </>
  );
}
