import { describe, expect, it } from 'vitest';
import { listingJsonLd } from './jsonLd.ts';
import type { PropertyDetail } from './load.ts';

const apartment: PropertyDetail = {
  id: '7c0e6f1e-2d7b-4c43-9a55-1d2f3c4b5a60',
  title: '3 BHK apartment near Koramangala Forum',
  description: 'Sunny flat on the 4th floor.',
  city: 'Bengaluru',
  locality: 'Koramangala',
  address: null,
  rent: '45000.00',
  deposit: '135000.00',
  bedrooms: 3,
  bathrooms: 2,
  area_sqft: 1450,
  property_type: 'Apartment',
  furnishing: 'Semi Furnished',
  tenant_preference: 'family',
  available_from: '2026-12-01',
  amenities: ['Parking', 'Gym'],
  latitude: '12.935200',
  longitude: '77.624500',
  rating: '4.6',
  image_urls: [],
  verified: true,
  availability: 'available',
  listed_by: '0b7d3a52-8e4f-4a8e-9c1d-5e6f7a8b9c0d',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  maintenance_charges: 3500, floor: 4, total_floors: 12, parking: 'both', water_supply: 'corporation', pets_allowed: null,
  food_preference: null, gated_society: true, facing: 'east', year_built: 2016, no_brokerage: true, total_monthly_cost: '48500.00',
};

describe('listingJsonLd', () => {
  it('describes an apartment with its monthly rent in rupees as an offer', () => {
    const data = listingJsonLd(apartment, 'https://rentals.example.in/property/7c0e', ['https://rentals.example.in/a.jpg']);
    expect(data).toMatchObject({
      '@type': 'Apartment',
      name: '3 BHK apartment near Koramangala Forum',
      numberOfBedrooms: 3,
      floorSize: { value: 1450, unitCode: 'FTK' },
      address: { addressLocality: 'Koramangala, Bengaluru', addressCountry: 'IN' },
      geo: { latitude: 12.9352, longitude: 77.6245 },
      offers: { '@type': 'Offer', price: 45000, priceCurrency: 'INR', availabilityStarts: '2026-12-01', priceSpecification: { unitCode: 'MON' } },
    });
    expect(data.amenityFeature).toHaveLength(2);
  });

  it('calls villas and independent houses a House', () => {
    expect(listingJsonLd({ ...apartment, property_type: 'Villa' }, undefined, [])['@type']).toBe('House');
    expect(listingJsonLd({ ...apartment, property_type: 'Independent House' }, undefined, [])['@type']).toBe('House');
  });
});
