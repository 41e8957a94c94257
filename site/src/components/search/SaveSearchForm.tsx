// "Save this search" beside the search results: a name (the search's own description to start
// with) and how its alerts should come. Visitors are asked to sign in first and come back to it.
// The search page is the same HTML for everyone, so both are rendered, marked data-session, and the
// browser's cookies choose (SessionHint).
import type { Translate } from '../../i18n/t.ts';
import { ALERT_CHOICES, alertLabelKey, NAME_MAX } from '../../lib/portal/savedSearches.ts';

export interface SaveSearchFormProps {
  /** The search's address parameters (city=Pune&bhk=2), saved as they are. */
  search: string;
  defaultName: string;
  /** The sign-in page that comes back to this search. */
  signInHref: string;
  t: Translate;
}

export function SaveSearchForm({ search, defaultName, signInHref, t }: SaveSearchFormProps) {
  return (
    <section className="save-search" aria-labelledby="save-search-heading">
      <h2 id="save-search-heading">{t('savedSearches.form.title')}</h2>
      <p>{t('savedSearches.form.intro')}</p>
      <form method="post" action="/properties/save" className="save-search__form" data-session="in">
          <input type="hidden" name="search" value={search} />
          <div className="form-field">
            <label htmlFor="save-search-name">{t('savedSearches.name')}</label>
            <input id="save-search-name" name="name" defaultValue={defaultName.slice(0, NAME_MAX)} required maxLength={NAME_MAX} />
          </div>
          <div className="form-field">
            <label htmlFor="save-search-alerts">{t('savedSearches.alerts')}</label>
            <select id="save-search-alerts" name="alerts" defaultValue="instant">
              {ALERT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(alertLabelKey(choice))}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" data-pending-label={t('savedSearches.saving')}>
            {t('savedSearches.form.submit')}
          </button>
      </form>
      <a className="button button--ghost" href={signInHref} data-session="out">
        {t('savedSearches.form.signIn')}
      </a>
    </section>
  );
}
