import { formatNumber, formatRupees } from '@rentals/core/money';
import { localHref, type Lang } from '../i18n/lang.ts';
import { translator } from '../i18n/t.ts';
import { typeLabelKey } from '../lib/enumLabels.ts';
import type { ListedProperty } from '../lib/listings.ts';

export interface PropertyCardProps {
  property: Pick<
    ListedProperty,
    'id' | 'title' | 'city' | 'locality' | 'rent' | 'bedrooms' | 'property_type' | 'area_sqft' | 'image_urls' | 'verified'
    | 'maintenance_charges' | 'total_monthly_cost' | 'no_brokerage'
  >;
  /** The page's language (cards are rendered on the server only). */
  lang?: Lang;
  /** The heading level of the title within the page. */
  headingLevel?: 2 | 3;
}

function place(property: PropertyCardProps['property']): string {
  return [property.locality, property.city].filter(Boolean).join(', ');
}

/**
 * One listing in a grid: photo, title, where, monthly rent and the total with maintenance when there
 * is any, BHK, type and area, and "no brokerage" for an owner's own listing. Rendered on the server.
 */
export function PropertyCard({ property, lang = 'en', headingLevel = 3 }: PropertyCardProps) {
  const t = translator(lang);
  const image = property.image_urls?.[0];
  const facts = [
    property.bedrooms != null ? t('common.card.bhk', { count: property.bedrooms }) : null,
    property.property_type ? t(typeLabelKey(property.property_type)) : null,
    property.area_sqft ? t('common.card.area', { area: formatNumber(property.area_sqft) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="property-card" aria-labelledby={`property-${property.id}-title`}>
      <div className="property-card__media">
        {image ? (
          // The title right below names the property, so the photo adds no text of its own.
          <img src={image} alt="" loading="lazy" decoding="async" width={400} height={260} />
        ) : (
          <div className="property-card__placeholder" aria-hidden="true">
            {t('common.card.noPhoto')}
          </div>
        )}
        {property.verified && <span className="property-card__badge">{t('common.card.verified')}</span>}
      </div>
      <div className="property-card__body">
        <Heading className="property-card__title" id={`property-${property.id}-title`}>
          <a href={localHref(lang, `/property/${property.id}`)}>{property.title}</a>
        </Heading>
        {place(property) && <p className="property-card__place">{place(property)}</p>}
        <p className="property-card__rent">
          <strong>{formatRupees(property.rent)}</strong>
          {t('common.card.perMonth')}
        </p>
        {Number(property.maintenance_charges) > 0 && property.total_monthly_cost != null && (
          <p className="property-card__total">{t('facts.card.total', { total: formatRupees(property.total_monthly_cost) })}</p>
        )}
        {property.no_brokerage && <p className="property-card__owner">{t('facts.card.noBrokerage')}</p>}
        {facts && <p className="property-card__facts">{facts}</p>}
      </div>
    </article>
  );
}
