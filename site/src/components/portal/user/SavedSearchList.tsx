// The person's saved searches (on /portal/user/saved): each opens the search again, can be renamed,
// given other email alerts (as homes are listed, a daily digest, none) or deleted.
import { formatDate } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { ALERT_CHOICES, alertLabelKey, NAME_MAX, type SavedSearch } from '../../../lib/portal/savedSearches.ts';
import { parseSearch, searchHref } from '../../../lib/search/params.ts';
import { searchLabel } from '../../../lib/search/recent.ts';
import { EmptyState, ErrorState } from '../ui/States.tsx';

export interface SavedSearchListProps {
  state: Loaded<SavedSearch[]>;
  here: string;
  t: Translate;
}

export function SavedSearchList({ state, here, t }: SavedSearchListProps) {
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">{t('savedSearches.title')}</h2>
      <p className="page-heading__intro">{t('savedSearches.intro')}</p>
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('savedSearches.empty')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
      ) : (
        <ul className="row-list">
          {state.data.map((search) => {
            const filters = parseSearch(new URLSearchParams(search.filters));
            const id = `saved-search-${search.id}`;
            return (
              <li key={search.id} className="row">
                <div className="row__main">
                  <h3 className="row__title">{search.name}</h3>
                  <p className="row__meta">
                    {searchLabel(filters, t)} · {t('savedSearches.since', { date: formatDate(search.created_at) })}
                  </p>
                  <form method="post" action="/portal/user/saved/search-update" className="field-grid" aria-label={`${t('savedSearches.save')}: ${search.name}`}>
                    <input type="hidden" name="id" value={search.id} />
                    <input type="hidden" name="next" value={here} />
                    <div className="field">
                      <label htmlFor={`${id}-name`}>{t('savedSearches.name')}</label>
                      <input id={`${id}-name`} name="name" defaultValue={search.name} required maxLength={NAME_MAX} />
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-alerts`}>{t('savedSearches.alerts')}</label>
                      <select id={`${id}-alerts`} name="alerts" defaultValue={search.alerts}>
                        {ALERT_CHOICES.map((choice) => (
                          <option key={choice} value={choice}>
                            {t(alertLabelKey(choice))}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="actions">
                      <button type="submit" className="button button--small" data-pending-label={t('savedSearches.saving')}>
                        {t('savedSearches.save')}
                      </button>
                    </div>
                  </form>
                </div>
                <div className="actions">
                  <a className="button button--small" href={localLink(t, searchHref(filters))} aria-label={`${t('savedSearches.open')}: ${search.name}`}>
                    {t('savedSearches.open')}
                  </a>
                  <form method="post" action="/portal/user/saved/search-delete">
                    <input type="hidden" name="id" value={search.id} />
                    <input type="hidden" name="next" value={here} />
                    <button type="submit" className="button button--ghost button--small" data-pending-label={t('savedSearches.deleting')} aria-label={`${t('savedSearches.delete')}: ${search.name}`}>
                      {t('savedSearches.delete')}
                    </button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
