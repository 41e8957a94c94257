// The words of a listing's codes as console screens show them: property types (core's PROPERTY_TYPES,
// keyed by their snake_case form) and who brought an application. They come with the screens that
// show them (common/usePropertyTypeLabel.ts), not with the sign-in page.
export const listingCodesMessages = {
  property_types: {
    apartment: 'Apartment',
    villa: 'Villa',
    independent_house: 'Independent House',
    studio: 'Studio',
    penthouse: 'Penthouse',
    duplex: 'Duplex',
    triplex: 'Triplex',
  },
  via_broker: 'via %{name}',
};
