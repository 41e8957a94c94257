// schema.org data for a listing: an Apartment or a House with its rent as an Offer, so search
// engines can show price, size and place.
import type { PropertyDetail } from './load.ts';

const HOUSES = new Set(['Villa', 'Independent House']);

/** The JSON-LD object of a listing at `url`, with absolute photo addresses. */
export function listingJsonLd(property: PropertyDetail, url: string | undefined, photos: string[]): Record<string, unknown> {
  const rent = Number(property.rent);
  const place = [property.locality, property.city].filter(Boolean).join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': HOUSES.has(property.property_type) ? 'House' : 'Apartment',
    name: property.title,
    ...(property.description ? { description: property.description } : {}),
    ...(url ? { url } : {}),
    ...(photos.length ? { image: photos } : {}),
    numberOfRooms: property.bedrooms,
    numberOfBedrooms: property.bedrooms,
    ...(property.bathrooms ? { numberOfBathroomsTotal: property.bathrooms } : {}),
    ...(property.area_sqft ? { floorSize: { '@type': 'QuantitativeValue', value: property.area_sqft, unitCode: 'FTK' } } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(property.locality ? { addressLocality: place } : { addressLocality: property.city }),
      addressCountry: 'IN',
    },
    ...(property.latitude !== null && property.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: Number(property.latitude), longitude: Number(property.longitude) } }
      : {}),
    ...(property.amenities.length
      ? { amenityFeature: property.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }
      : {}),
    offers: {
      '@type': 'Offer',
      price: rent,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      ...(property.available_from ? { availabilityStarts: property.available_from } : {}),
      priceSpecification: { '@type': 'UnitPriceSpecification', price: rent, priceCurrency: 'INR', unitCode: 'MON', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } },
      ...(url ? { url } : {}),
    },
  };
}
