// An owner's actions on one listing beyond the availability toggle: Edit (every field and the
// photos), Withdraw (out of search, kept with its history) and Delete (with its photos, after a
// confirmation; the database refuses it while an application or lease is open). Plain forms, so
// they work before any script runs.
import type { Translate } from '../../../i18n/t.ts';
import type { OwnProperty } from '../../../lib/portal/myProperties.ts';

export interface OwnPropertyActionsProps {
  property: Pick<OwnProperty, 'id' | 'title' | 'availability'>;
  here: string;
  t: Translate;
}

export function editListingHref(id: string): string {
  return `/portal/user/my-properties/${encodeURIComponent(id)}/edit`;
}

export function OwnPropertyActions({ property, here, t }: OwnPropertyActionsProps) {
  const named = (label: string) => `${label}: ${property.title}`;
  return (
    <>
      <a className="button button--ghost button--small" href={editListingHref(property.id)} aria-label={named(t('owners.actions.edit'))}>
        {t('owners.actions.edit')}
      </a>
      {property.availability !== 'unavailable' && (
        <form method="post" action="/portal/user/my-properties/withdraw">
          <input type="hidden" name="property_id" value={property.id} />
          <input type="hidden" name="next" value={here} />
          <button type="submit" className="button button--ghost button--small" data-pending-label={t('owners.actions.withdrawing')} aria-label={named(t('owners.actions.withdraw'))}>
            {t('owners.actions.withdraw')}
          </button>
        </form>
      )}
      <details className="own-property__delete">
        <summary className="button button--ghost button--small" aria-label={named(t('owners.actions.delete'))}>
          {t('owners.actions.delete')}
        </summary>
        <form method="post" action="/portal/user/my-properties/delete">
          <p>{t('owners.actions.deleteQuestion', { title: property.title })}</p>
          <input type="hidden" name="property_id" value={property.id} />
          <input type="hidden" name="next" value={here} />
          <button type="submit" className="button button--danger button--small">
            {t('owners.actions.deleteConfirm')}
          </button>
        </form>
      </details>
    </>
  );
}
