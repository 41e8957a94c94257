// The rental facts of seeded listings (maintenance, floors, parking, water, pets, food, gated
// society, facing, year built, no brokerage), in SQL for INSERT_LISTINGS (listings.ts). Each row
// draws from its own `fh` hash (64 bytes, `d.fh`), so adding facts changed no other column. Shares
// are assumptions for demo data (india.md has no figures for them), kept plausible: flats mostly
// in gated societies with maintenance of 5-12 % of the rent, houses without, east and north
// facing most common, buildings up to 30 years old and newer ones more common.
import { AMENITIES } from './data/content.ts';

/** Listings (past the demo landlord's) that an activated broker lists, with brokerage. */
export const BROKER_LISTED_SHARE = 0.2;

const byte = (n: number) => `get_byte(d.fh, ${n})`;
const under = (n: number, share: number) => `${byte(n)} < ${Math.round(share * 256)}`;
const parkingIndex = AMENITIES.findIndex(([name]) => name === 'Parking');
/** The row has the Parking amenity (the same byte and share as listings.ts's amenity array). */
const HAS_PARKING = `get_byte(d.h, ${52 + parkingIndex}) < ${Math.round((AMENITIES[parkingIndex]?.[1] ?? 0) * 256)}`;
const FLAT = `t.type in ('Apartment', 'Studio', 'Penthouse', 'Duplex', 'Triplex')`;

export const FACT_COLUMNS =
  'maintenance_charges, floor, total_floors, parking, water_supply, pets_allowed, food_preference, gated_society, facing, year_built, no_brokerage';

/** Select-list values for FACT_COLUMNS, reading the building and fact laterals of FACT_FROM. */
export const FACT_VALUES = `
  fact.maintenance_charges, fact.floor, building.total_floors, fact.parking::public.parking,
  fact.water_supply::public.water_supply, fact.pets_allowed, fact.food_preference::public.food_preference,
  building.gated, fact.facing::public.facing, fact.year_built, not lister.broker`;

/** FROM items computing the facts; they follow listings.ts's laterals (t, c, m, listed, lister). */
export const FACT_FROM = `
cross join lateral (
  select case when ${FLAT} then ${under(10, 0.7)} when t.type = 'Villa' then ${under(10, 0.8)} else ${under(10, 0.15)} end as gated,
         case when ${FLAT} then case when c.name = 'Mumbai' then 7 + ${byte(4)} % 34 else 4 + ${byte(4)} % 22 end
              when t.type = 'Villa' then 2 + ${byte(4)} % 2
              else 1 + ${byte(4)} % 3 end as total_floors
) as building
cross join lateral (
  select case when ${under(2, 0.1)} then null
              when not building.gated and not ${FLAT} then 0
              when ${under(2, 0.35)} then 0
              else (round(m.rent * (0.05 + ${byte(3)} / 256.0 * 0.07) / 100) * 100)::int end as maintenance_charges,
         case when t.type = 'Penthouse' then building.total_floors
              when ${FLAT} then ${byte(5)} % (building.total_floors + 1)
              else 0 end as floor,
         case when not (${HAS_PARKING}) then 'none'
              when ${under(6, 0.3)} then 'two_wheeler' when ${under(6, 0.5)} then 'four_wheeler' else 'both' end as parking,
         case when ${under(7, 0.05)} then null when ${under(7, 0.5)} then 'corporation' when ${under(7, 0.65)} then 'borewell'
              else 'both' end as water_supply,
         case when ${under(8, 0.15)} then null else ${under(8, 0.5)} end as pets_allowed,
         case when ${under(9, 0.1)} then null
              when ${byte(9)} < case when c.name = 'Ahmedabad' then ${Math.round(0.6 * 256)} else ${Math.round(0.25 * 256)} end then 'vegetarian'
              else 'any' end as food_preference,
         case when ${under(11, 0.08)} then null when ${under(11, 0.32)} then 'east' when ${under(11, 0.5)} then 'north'
              when ${under(11, 0.64)} then 'north_east' when ${under(11, 0.76)} then 'west' when ${under(11, 0.82)} then 'north_west'
              when ${under(11, 0.88)} then 'south_east' when ${under(11, 0.94)} then 'south' else 'south_west' end as facing,
         case when ${under(13, 0.05)} then null
              else extract(year from (listed.at at time zone 'Asia/Kolkata'))::int - floor(power(${byte(12)} / 256.0, 1.6) * 30)::int
         end as year_built
) as fact`;
