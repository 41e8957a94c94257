// The catalogue keys the listing form island needs; the page picks them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../i18n/catalogue.ts';
import { OPTION_KEYS } from '../../lib/enumLabels.ts';

export const PHOTO_KEYS = [
  'listing.photos.add', 'listing.photos.hint', 'listing.photos.cover', 'listing.photos.uploading', 'listing.photos.earlier',
  'listing.photos.later', 'listing.photos.remove', 'listing.photos.moved', 'listing.photos.notImage', 'listing.photos.tooLarge',
  'listing.photos.tooMany', 'listing.photos.failed',
] as const satisfies readonly MessageKey[];

export const PLACE_KEYS = [
  'listing.field.city', 'listing.field.locality', 'owners.place.cityHint', 'owners.place.localityHint',
  'owners.place.chooseCityFirst', 'owners.place.noCity', 'owners.place.options', 'owners.place.propose',
  'owners.place.proposing', 'owners.place.proposed', 'owners.place.proposeFailed',
] as const satisfies readonly MessageKey[];

export const FACT_KEYS = [
  'facts.section', 'facts.field.maintenance_charges', 'facts.hint.maintenance_charges', 'facts.field.floor', 'facts.hint.floor',
  'facts.field.total_floors', 'facts.field.parking', 'facts.field.water_supply', 'facts.field.pets_allowed',
  'facts.field.food_preference', 'facts.field.gated_society', 'facts.field.facing', 'facts.field.year_built', 'facts.notStated',
  'facts.yes', 'facts.no', 'facts.parking.none', 'facts.parking.two_wheeler', 'facts.parking.four_wheeler', 'facts.parking.both',
  'facts.water.corporation', 'facts.water.borewell', 'facts.water.both', 'facts.food.any', 'facts.food.vegetarian',
  'facts.facing.north', 'facts.facing.north_east', 'facts.facing.east', 'facts.facing.south_east', 'facts.facing.south',
  'facts.facing.south_west', 'facts.facing.west', 'facts.facing.north_west',
] as const satisfies readonly MessageKey[];

export const PROPERTY_FORM_KEYS = [
  ...PHOTO_KEYS,
  ...PLACE_KEYS,
  ...FACT_KEYS,
  'owners.edit.save', 'owners.edit.saving', 'owners.edit.saved', 'owners.edit.savedReview', 'owners.edit.back', 'owners.edit.view',
  'listing.section.basics', 'listing.section.location', 'listing.section.rent', 'listing.section.amenities', 'listing.section.photos',
  'listing.field.title', 'listing.field.description', 'listing.field.property_type', 'listing.field.furnishing',
  'listing.field.tenant_preference', 'listing.field.city', 'listing.field.locality', 'listing.field.address', 'listing.field.rent',
  'listing.field.deposit', 'listing.field.bedrooms', 'listing.field.bathrooms', 'listing.field.area_sqft',
  'listing.field.available_from', 'listing.choose', 'listing.tenant.any', 'listing.tenant.family', 'listing.tenant.bachelors',
  'listing.tenant.company', 'listing.photos.wait', 'listing.submit', 'listing.submitting', 'listing.fixErrors', 'listing.failed',
  'listing.done', 'listing.done.mine', 'listing.done.another',
  ...OPTION_KEYS,
] as const satisfies readonly MessageKey[];

export type PhotoTexts = Record<(typeof PHOTO_KEYS)[number], string>;
export type PlaceTexts = Record<(typeof PLACE_KEYS)[number], string>;
export type FactTexts = Record<(typeof FACT_KEYS)[number], string>;
export type PropertyFormTexts = Record<(typeof PROPERTY_FORM_KEYS)[number], string>;
