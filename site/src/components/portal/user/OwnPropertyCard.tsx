// One of the owner's listings: facts, availability in its colour, verification, the toggle of
// spec 4 (available becomes booked, anything else available), View, Edit, Withdraw, Delete, and the
// expandable leads. A listing the team took off the site says why.
import { formatRupees } from '@rentals/core/money';
import { toggledAvailability } from '@rentals/core/rules/status';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Lead, OwnProperty } from '../../../lib/portal/myProperties.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';
import { LeadItem } from './LeadItem.tsx';
import { OwnPropertyActions } from './OwnPropertyActions.tsx';

export interface OwnPropertyCardProps {
  property: OwnProperty;
  leads: Lead[];
  here: string;
  t: Translate;
}

export function OwnPropertyCard({ property, leads, here, t }: OwnPropertyCardProps) {
  const headingId = `own-${property.id}`;
  const next = toggledAvailability(property.availability);
  const place = [property.locality, property.city].filter(Boolean).join(', ');
  return (
    <article className="card own-property" aria-labelledby={headingId}>
      <div className="own-property__top">
        {property.image_urls[0] ? (
          <img className="own-property__photo" src={property.image_urls[0]} alt="" width={120} height={80} loading="lazy" />
        ) : null}
        <div className="row__main">
          <h2 className="row__title" id={headingId}>
            {property.title}
          </h2>
          <p className="row__meta">
            {place} · {t('user.myProperties.rent', { rent: formatRupees(property.rent) })}
          </p>
          <p className="actions">
            <StatusBadge status={property.availability} label={statusText(t, 'user.availability', property.availability)} />
            <StatusBadge
              status={property.verified ? 'approved' : 'pending'}
              label={t(property.verified ? 'user.myProperties.verified' : 'user.myProperties.awaitingVerification')}
            />
          </p>
          {property.rejection_reason && <p className="field__error">{t('owners.unlisted', { reason: property.rejection_reason })}</p>}
        </div>
      </div>
      <div className="actions">
        <form method="post" action="/portal/user/my-properties/toggle">
          <input type="hidden" name="property_id" value={property.id} />
          <input type="hidden" name="next" value={here} />
          <button type="submit" className="button button--small" data-pending-label={t('user.myProperties.updating')} aria-label={`${t(next === 'booked' ? 'user.myProperties.markBooked' : 'user.myProperties.markAvailable')}: ${property.title}`}>
            {t(next === 'booked' ? 'user.myProperties.markBooked' : 'user.myProperties.markAvailable')}
          </button>
        </form>
        <a className="button button--ghost button--small" href={localLink(t, `/property/${property.id}`)} aria-label={`${t('user.myProperties.view')}: ${property.title}`}>
          {t('user.myProperties.view')}
        </a>
        <OwnPropertyActions property={property} here={here} t={t} />
      </div>
      <details className="leads">
        <summary>{t('user.myProperties.leads', { count: leads.length })}</summary>
        {leads.length === 0 ? (
          <p className="row__meta">{t('user.myProperties.noLeads')}</p>
        ) : (
          <ul className="row-list">
            {leads.map((lead) => (
              <LeadItem key={`${lead.kind}-${lead.id}`} lead={lead} here={here} t={t} />
            ))}
          </ul>
        )}
      </details>
    </article>
  );
}
