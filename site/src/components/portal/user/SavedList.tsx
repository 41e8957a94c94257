// Saved (shortlisted) and recently viewed properties: cards with when, and for the shortlist a
// Remove button (a form, so it works without a script).
import { formatDate } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { SavedEntry } from '../../../lib/portal/userLists.ts';
import { PropertyCard } from '../../PropertyCard.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface SavedListProps {
  kind: 'saved' | 'viewed';
  state: Loaded<SavedEntry[]>;
  /** This page's path, for Try again and for coming back after Remove. */
  here: string;
  t: Translate;
}

export function SavedList({ kind, state, here, t }: SavedListProps) {
  const saved = kind === 'saved';
  return (
    <>
      <PageHeading title={t(saved ? 'user.saved.title' : 'user.viewed.title')} intro={t(saved ? 'user.saved.intro' : 'user.viewed.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      ) : state.data.length === 0 ? (
        <EmptyState text={t(saved ? 'user.saved.empty' : 'user.viewed.empty')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
      ) : (
        <ul className="card-grid">
          {state.data.map((entry) => (
            <li key={entry.property_id} className="shelf-item">
              {entry.property ? (
                <PropertyCard property={entry.property} lang={t.lang} />
              ) : (
                <p className="card">{t('user.saved.unavailable')}</p>
              )}
              <div className="shelf-item__foot">
                <span className="row__meta">{t(saved ? 'user.saved.at' : 'user.viewed.at', { date: formatDate(entry.at) })}</span>
                {saved && (
                  <form method="post" action="/portal/user/saved/remove">
                    <input type="hidden" name="property_id" value={entry.property_id} />
                    <input type="hidden" name="next" value={here} />
                    <button type="submit" className="button button--ghost button--small" data-pending-label={t('user.saved.removing')} aria-label={`${t('user.saved.remove')}: ${entry.property?.title ?? t('user.saved.unavailable')}`}>
                      {t('user.saved.remove')}
                    </button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
