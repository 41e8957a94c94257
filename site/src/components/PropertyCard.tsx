import { formatRupees } from '@rentals/core/format';
import type { ListedProperty } from '../lib/listings.ts';

export interface PropertyCardProps {
  property: Pick<
    ListedProperty,
    | 'id'
    | 'title'
    | 'city'
    | 'locality'
    | 'rent'
    | 'bedrooms'
    | 'property_type'
    | 'image_urls'
    | 'verified'
  >;
}

function place(property: PropertyCardProps['property']): string {
  return [property.locality, property.city].filter(Boolean).join(', ');
}

function rooms(bedrooms: number | null): string | null {
  if (bedrooms == null) return null;
  return bedrooms === 1 ? '1 bedroom' : `${bedrooms} bedrooms`;
}

/** One listing in a grid: photo, title, where, monthly rent and size. Rendered on the server. */
export function PropertyCard({ property }: PropertyCardProps) {
  const image = property.image_urls?.[0];
  const facts = [rooms(property.bedrooms), property.property_type].filter(Boolean).join(' · ');
  return (
    <article className="property-card" aria-labelledby={`property-${property.id}-title`}>
      <div className="property-card__media">
        {image ? (
          // The title right below names the property, so the photo adds no text of its own.
          <img src={image} alt="" loading="lazy" decoding="async" width={400} height={260} />
        ) : (
          <div className="property-card__placeholder" aria-hidden="true">
            No photo yet
          </div>
        )}
        {property.verified && <span className="property-card__badge">Verified</span>}
      </div>
      <div className="property-card__body">
        <h3 className="property-card__title" id={`property-${property.id}-title`}>
          <a href={`/property/${property.id}`}>{property.title}</a>
        </h3>
        {place(property) && <p className="property-card__place">{place(property)}</p>}
        <p className="property-card__rent">
          <strong>{formatRupees(property.rent)}</strong>/month
        </p>
        {facts && <p className="property-card__facts">{facts}</p>}
      </div>
    </article>
  );
}
