// The person's recent searches: each runs again with the same filters, or can be removed.
import { formatDate } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { searchHref, type RecentSearch } from '../../../lib/portal/userLists.ts';
import { recentSearchLabel } from '../../../lib/search/recent.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface RecentSearchesProps {
  state: Loaded<RecentSearch[]>;
  here: string;
  t: Translate;
}

export function RecentSearches({ state, here, t }: RecentSearchesProps) {
  return (
    <>
      <PageHeading title={t('user.searches.title')} intro={t('user.searches.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('user.searches.empty')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
      ) : (
        <ul className="row-list">
          {state.data.map((stored) => ({ ...stored, label: recentSearchLabel(stored, t) })).map((search) => (
            <li key={search.id} className="row">
              <div className="row__main">
                <h2 className="row__title">{search.label}</h2>
                <p className="row__meta">{t('user.searches.at', { date: formatDate(search.created_at) })}</p>
              </div>
              <div className="actions">
                <a className="button button--small" href={localLink(t, searchHref(search.filters))} aria-label={`${t('user.searches.again')}: ${search.label}`}>
                  {t('user.searches.again')}
                </a>
                <form method="post" action="/portal/user/recent-searches/remove">
                  <input type="hidden" name="id" value={search.id} />
                  <input type="hidden" name="next" value={here} />
                  <button type="submit" className="button button--ghost button--small" data-pending-label={t('user.saved.removing')} aria-label={`${t('user.searches.remove')}: ${search.label}`}>
                    {t('user.searches.remove')}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
