import { ApiError } from '../dataProvider/rpc.ts';
import type { PropertyFactsRecord } from './factsModel.ts';

/** An approved listing with most facts stated (pets and the building's year left out). */
export const APPROVED_LISTING: PropertyFactsRecord = {
  id: 'p1',
  title: '2 BHK in Baner near Balewadi High Street',
  verified: true,
  maintenance_charges: 3500,
  floor: 4,
  total_floors: 12,
  parking: 'four_wheeler',
  water_supply: 'corporation',
  pets_allowed: null,
  food_preference: 'any',
  gated_society: true,
  facing: 'east',
  year_built: null,
};

/** A listing that states none of its facts. */
export const BARE_LISTING: PropertyFactsRecord = { id: 'p2', title: '1 RK studio near Hinjewadi Phase 1', verified: false };

/** The database's refusal of a floor above the building (properties_floor_within_building). */
export const FLOOR_REFUSED = new ApiError(
  'new row for relation "properties" violates check constraint "properties_floor_within_building"',
  '23514',
  400,
);
