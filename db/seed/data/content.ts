// Listing vocabulary: amenities (spec section 3), property-type mix by size (india.md 3.5),
// description phrases, society names and the placeholder images under site/public.

/** Amenities of spec section 3 with the share of listings that have each. */
export const AMENITIES: readonly (readonly [string, number])[] = [
  ['Parking', 0.8], ['Swimming Pool', 0.28], ['Gym', 0.4], ['Security', 0.78], ['Elevator', 0.65],
  ['Power Backup', 0.6], ['Garden', 0.3], ['Balcony', 0.62], ['AC', 0.35], ['Internet', 0.42],
];

/** BHK mix of india.md 3.5: 1BHK 25 %, 2BHK 50 %, 3BHK 20 %, 4+ 5 % (4+ split 4 : 1 between 4 and 5). */
export const BHK_MIX: readonly (readonly [number, number])[] = [[1, 0.25], [2, 0.5], [3, 0.2], [4, 0.04], [5, 0.01]];

type Mix = readonly (readonly [string, number])[];

/**
 * Property type given the size; overall about Apartment 80 %, Independent House 10 %, Studio 4 %,
 * Villa 3 %, Penthouse/Duplex/Triplex 1-2 % (india.md 3.5). `floors` is the NCR/Bengaluru/Kolkata
 * variant where independent floors are popular.
 */
export function typeMix(bedrooms: number, floors: boolean): Mix {
  if (bedrooms === 1) return [['Studio', 0.15], ['Apartment', 0.8], ['Independent House', 0.05]];
  if (bedrooms === 2) return floors ? [['Apartment', 0.76], ['Independent House', 0.24]] : [['Apartment', 0.9], ['Independent House', 0.1]];
  if (bedrooms === 3) {
    return [['Apartment', floors ? 0.65 : 0.75], ['Independent House', floors ? 0.22 : 0.12], ['Villa', 0.06],
      ['Duplex', 0.04], ['Penthouse', 0.02], ['Triplex', 0.01]];
  }
  return [['Villa', 0.3], ['Apartment', 0.35], ['Independent House', 0.15], ['Penthouse', 0.1], ['Duplex', 0.06], ['Triplex', 0.04]];
}

/** Area relative to the city's typical 2BHK. */
export const AREA_FACTOR: Record<number, number> = { 1: 0.62, 2: 1, 3: 1.45, 4: 1.9, 5: 2.3 };
export const STUDIO_AREA_FACTOR = 0.42;

export const AVAILABILITY_MIX: Mix = [['available', 0.8], ['rented', 0.09], ['booked', 0.06], ['maintenance', 0.02], ['unavailable', 0.03]];
export const VERIFIED_SHARE = 0.9;
export const TENANT_PREFERENCE_MIX: Mix = [['any', 0.4], ['family', 0.3], ['bachelors', 0.17], ['company', 0.13]];

export const OPENERS: readonly string[] = [
  'Well-ventilated', 'Bright, east-facing', 'Spacious', 'Newly painted', 'Vastu-compliant', 'Corner',
  'Quiet, garden-facing', 'Well-maintained', 'Recently renovated', 'Sunny, high-floor',
];

export const FURNISHING_LINES: Record<string, readonly string[]> = {
  'Fully Furnished': [
    'Fully furnished with beds, sofa, fridge, washing machine and ACs in every bedroom.',
    'Move-in ready: furnished with beds, dining table, fridge, washing machine and split ACs.',
  ],
  'Semi Furnished': [
    'Semi furnished with wardrobes, a modular kitchen, fans, lights and geysers.',
    'Comes with wardrobes in every bedroom, a modular kitchen and geysers.',
  ],
  Unfurnished: [
    'Unfurnished, with fans and lights fitted; bring your own furniture.',
    'Unfurnished and freshly painted, ready for your own furniture.',
  ],
};

export const LOCATION_LINES: readonly string[] = [
  'Ten minutes from the nearest metro station.', 'Walking distance to schools, a hospital and a supermarket.',
  'Close to the IT parks with an easy commute.', 'Gated society with 24x7 security and covered parking.',
  'Near the main road with buses and autos at the gate.', 'Markets, cafes and a park within a short walk.',
  'Quiet lane, yet close to the highway.', 'Piped gas, 24x7 water supply and a children\'s play area.',
];

export const PREFERENCE_LINES: Record<string, string> = {
  any: 'Open to families, working professionals and company leases.',
  family: 'Preferred for families.',
  bachelors: 'Bachelors and working professionals welcome.',
  company: 'Ideal for a company lease.',
};

export const SOCIETY_NAMES: readonly string[] = [
  'Green Meadows', 'Lake View', 'Silver Oak', 'Sunrise Towers', 'Royal Enclave', 'Palm Grove', 'Shanti Niketan',
  'Orchid Residency', 'Lotus Heights', 'Ashoka Gardens', 'Sai Krupa', 'Ganga Apartments', 'Blue Ridge',
  'Emerald Court', 'Maple Woods', 'Harmony Homes', 'Kalpataru Residency', 'Sapphire Park', 'Vrindavan Society',
  'Tulip Enclave',
];

/** Placeholder images written into site/public/images/placeholders/ (small SVGs kept in the repo). */
export const PLACEHOLDER_DIR = '/images/placeholders';
export const EXTERIOR_IMAGES: Record<string, string> = {
  Apartment: 'apartment.svg', Studio: 'apartment.svg', Penthouse: 'apartment.svg',
  Villa: 'villa.svg', Duplex: 'villa.svg', Triplex: 'villa.svg', 'Independent House': 'house.svg',
};
export const INTERIOR_IMAGES: readonly string[] = ['living-room.svg', 'bedroom.svg', 'kitchen.svg', 'bathroom.svg', 'balcony.svg'];

export const VISIT_NOTES: readonly string[] = [
  'Can visit after 6 pm on weekdays.', 'Would like to see the parking and the terrace.', 'Coming with family.',
  'Please share the society rules before the visit.', 'Interested in a long lease.', '',
];

export const APPLICATION_NOTES: readonly string[] = [
  'Working at a nearby IT park, looking to move in with family.', 'Can pay 11 months\' rent agreement charges.',
  'Need the flat from the first of the month.', 'Company lease; documents ready (PAN, Aadhaar).', '',
];
