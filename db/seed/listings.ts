import type pg from 'pg';
import {
  AMENITIES, AVAILABILITY_MIX, BHK_MIX, EXTERIOR_IMAGES, FURNISHING_LINES, INTERIOR_IMAGES, LOCATION_LINES, OPENERS,
  PLACEHOLDER_DIR, PREFERENCE_LINES, SOCIETY_NAMES, TENANT_PREFERENCE_MIX, VERIFIED_SHARE, typeMix,
} from './data/content.ts';
import { CITIES, largeRent, SEMI_SHARE_OF_REST } from './data/cities.ts';
import { rowHash, uniforms, weightedCase } from './sqlRandom.ts';
import { BROKER_LISTED_SHARE, FACT_COLUMNS, FACT_FROM, FACT_VALUES } from './listingFacts.ts';

/** Listings the demo landlord owns (property rows 1..12). */
export const DEMO_LANDLORD_LISTINGS = 12;

/** Pools the SQL reads from one jsonb parameter: cities with cumulative weight bands, type bands per size. */
export function listingPools() {
  const total = CITIES.reduce((sum, c) => sum + c.weight, 0);
  let acc = 0;
  const cities = CITIES.map((c, i) => {
    const lo = acc / total;
    acc += c.weight;
    return {
      lo, hi: i === CITIES.length - 1 ? 2 : acc / total, name: c.name, localities: c.localities, premium: c.premium,
      rent1: c.rent[1], rent2: c.rent[2], rent3: c.rent[3], rent4: largeRent(c), area2: c.area2,
      dmin: c.deposit.min, dmax: c.deposit.max, dmode: c.deposit.mode, fully: c.fullyFurnished,
      semi: (1 - c.fullyFurnished) * SEMI_SHARE_OF_REST, floors: c.independentFloors, lat: c.lat, lng: c.lng,
    };
  });
  const types = BHK_MIX.flatMap(([bhk]) => [false, true].flatMap((floors) => {
    const mix = typeMix(bhk, floors);
    const sum = mix.reduce((s, [, w]) => s + w, 0);
    let at = 0;
    return mix.map(([type, w], i) => {
      const lo = at;
      at += w / sum;
      return { bhk, floors, type, lo, hi: i === mix.length - 1 ? 2 : at };
    });
  }));
  return {
    cities, types, openers: OPENERS, locations: LOCATION_LINES, societies: SOCIETY_NAMES,
    interiors: INTERIOR_IMAGES.map((f) => `${PLACEHOLDER_DIR}/${f}`),
    exteriors: Object.fromEntries(Object.entries(EXTERIOR_IMAGES).map(([t, f]) => [t, `${PLACEHOLDER_DIR}/${f}`])),
    furnishing: FURNISHING_LINES, preferences: PREFERENCE_LINES,
  };
}

const BHK_CASE = weightedCase('u2', BHK_MIX.map(([b, w]) => [b, w] as const));

/** Each amenity present when its own random byte (52 onwards) falls under its share. */
const AMENITY_ARRAY = `array_remove(array[${AMENITIES.map(([name, share], i) =>
  `case when get_byte(d.h, ${52 + i}) < ${Math.round(share * 256)} then '${name}' end`).join(', ')}], null)`;

/**
 * Properties rows from..to, entirely in SQL: each row's choices come from its own hash, so the
 * same seed gives the same listings at any size. Params: $1 seed, $2 from, $3 to, $4 today,
 * $5 pools, $6 landlord ids, $7 demo landlord id, $8 activated brokers' user ids (their listings
 * carry brokerage). Each listing stands at its locality's point (private.listing_point).
 */
export const INSERT_LISTINGS = `
with pools as (
  select array(select jsonb_array_elements_text($5::jsonb -> 'openers')) as openers,
         array(select jsonb_array_elements_text($5::jsonb -> 'locations')) as locations,
         array(select jsonb_array_elements_text($5::jsonb -> 'societies')) as societies,
         array(select jsonb_array_elements_text($5::jsonb -> 'interiors')) as interiors
), cities as (
  select * from jsonb_to_recordset($5::jsonb -> 'cities') as c(lo float8, hi float8, name text, localities text[],
    premium text[], rent1 int[], rent2 int[], rent3 int[], rent4 int[], area2 int[], dmin int, dmax int, dmode int,
    fully float8, semi float8, floors boolean, lat float8, lng float8)
), types as (
  select * from jsonb_to_recordset($5::jsonb -> 'types') as t(bhk int, floors boolean, type text, lo float8, hi float8)
), draws as materialized (
  select g.n, x.h, y.h as fh, ${uniforms(26)}
  from generate_series($2::int, $3::int) as g(n)
  ${rowHash('$1', 'property', 'g.n')}
  -- The rental facts draw from a hash of their own, so the columns above stay as they were.
  cross join lateral (select sha512(convert_to($1 || ':property-facts:' || g.n, 'UTF8')) as h offset 0) as y
), sized as materialized (
  select d.*, ${BHK_CASE} as bhk from draws d
)
insert into public.properties (id, title, description, listed_by, availability, city, locality, address, rent, deposit,
  bedrooms, bathrooms, area_sqft, property_type, furnishing, tenant_preference, available_from, amenities, latitude,
  longitude, rating, view_count, image_urls, verified, created_at, updated_at, ${FACT_COLUMNS})
select
  md5($1 || ':property:' || d.n)::uuid,
  case when t.type = 'Studio' then 'Studio Apartment in ' || a.locality else d.bhk || ' BHK ' || t.type || ' in ' || a.locality end,
  format('%s %s in %s, %s. %s %s %s',
    pl.openers[1 + floor(d.u22 * cardinality(pl.openers))::int],
    case when t.type = 'Studio' then 'studio apartment' else d.bhk || ' BHK ' || lower(t.type) end,
    a.locality, c.name,
    $5::jsonb -> 'furnishing' -> a.furnishing ->> floor(d.u23 * 2)::int,
    pl.locations[1 + floor(d.u24 * cardinality(pl.locations))::int],
    $5::jsonb -> 'preferences' ->> a.preference),
  case when d.n <= ${DEMO_LANDLORD_LISTINGS} then $7::uuid
       when lister.broker then ($8::uuid[])[1 + get_byte(d.fh, 1) % cardinality($8::uuid[])]
       else ($6::uuid[])[1 + floor(d.u21 * cardinality($6::uuid[]))::int] end,
  (${weightedCase('d.u10', AVAILABILITY_MIX)})::public.property_availability,
  c.name, a.locality,
  case when t.type in ('Apartment', 'Studio', 'Penthouse')
    then format('Flat %s%s, %s, %s, %s', 1 + floor(d.u25 * 18)::int, lpad((1 + get_byte(d.h, 62) % 8)::text, 2, '0'),
      pl.societies[1 + get_byte(d.h, 63) % cardinality(pl.societies)], a.locality, c.name)
    else format('House No. %s, %s, %s, %s', 1 + floor(d.u25 * 240)::int,
      pl.societies[1 + get_byte(d.h, 63) % cardinality(pl.societies)], a.locality, c.name) end,
  m.rent, m.rent * m.months,
  d.bhk,
  case when d.bhk = 1 then 1 when d.u9 < 0.6 then d.bhk when d.u9 < 0.85 then d.bhk - 1 else d.bhk + 1 end,
  (round((c.area2[1] + d.u8 * (c.area2[2] - c.area2[1]))
    * case when t.type = 'Studio' then 0.42 else (array[0.62, 1, 1.45, 1.9, 2.3])[d.bhk] end / 5) * 5)::int,
  t.type::public.property_type,
  a.furnishing::public.furnishing,
  a.preference::public.tenant_preference,
  $4::date + (floor(d.u13 * 90)::int - 30),
  ${AMENITY_ARRAY},
  point.latitude,
  point.longitude,
  case when d.u15 >= 0.3 then round((3 + (d.u15 - 0.3) / 0.7 * 2)::numeric, 1) end,
  floor(power(d.u16, 3) * 2500)::int,
  array[$5::jsonb -> 'exteriors' ->> t.type,
        pl.interiors[1 + floor(d.u20 * 5)::int],
        pl.interiors[1 + (floor(d.u20 * 5)::int + 2) % 5]],
  d.u11 < ${VERIFIED_SHARE},
  listed.at,
  listed.at,
  ${FACT_VALUES}
from sized d
join cities c on d.u0 >= c.lo and d.u0 < c.hi
join types t on t.bhk = least(d.bhk, 4) and t.floors = c.floors and d.u3 >= t.lo and d.u3 < t.hi
cross join pools pl
cross join lateral (
  select c.localities[1 + floor(d.u1 * cardinality(c.localities))::int] as locality,
         case when d.u4 < c.fully then 'Fully Furnished' when d.u4 < c.fully + c.semi then 'Semi Furnished'
              else 'Unfurnished' end as furnishing,
         ${weightedCase('d.u12', TENANT_PREFERENCE_MIX)} as preference,
         case d.bhk when 1 then c.rent1 when 2 then c.rent2 when 3 then c.rent3 else c.rent4 end as range
) as a
cross join lateral (
  select case when a.furnishing = 'Fully Furnished' then least(1.0, (d.u5 + d.u6) / 2 + 0.15) else (d.u5 + d.u6) / 2 end as t
) as f
cross join lateral (
  select round((a.range[1] + case when a.locality = any(c.premium) then 1 - (1 - f.t) * 0.6 else f.t end
           * (a.range[2] - a.range[1])) / 500.0) * 500 as rent,
         least(c.dmax, case when d.u7 < 0.4 then c.dmode
                            else c.dmin + floor((d.u7 - 0.4) / 0.6 * (c.dmax - c.dmin + 1))::int end) as months
) as m
cross join lateral (
  select ($4::date::text || ' 21:00:00+05:30')::timestamptz - make_interval(secs => floor(d.u14 * 365 * 86400) + d.n % 600) as at
) as listed
cross join lateral (select d.n > ${DEMO_LANDLORD_LISTINGS} and cardinality($8::uuid[]) > 0 and get_byte(d.fh, 0) < ${Math.round(BROKER_LISTED_SHARE * 256)} as broker) as lister
cross join lateral private.listing_point(md5($1 || ':property:' || d.n)::uuid, c.name, a.locality) as point
${FACT_FROM}`;

/** Gallery rows mirroring each listing's image_urls; in key order, so the primary key only appends. */
export const INSERT_IMAGES = `
insert into public.property_images (id, property_id, url, position, created_at)
select md5($1 || ':image:' || p.id || ':' || i.position)::uuid, p.id, i.url, i.position - 1, p.created_at
from public.properties p
cross join lateral unnest(p.image_urls) with ordinality as i(url, position)
order by 1`;

export async function insertListings(client: pg.ClientBase, params: {
  seed: string; today: string; listings: number; landlords: string[]; demoLandlord: string; brokers: string[]; log: (line: string) => void;
}) {
  const pools = JSON.stringify(listingPools());
  // A lister whose own listing (not as an activated broker) is verified becomes a landlord (a
  // trigger, migrations 20261206120000 and 130700). The seed grants it to brokers first with ids of
  // its own, so that two seeds give the same rows, and takes it back from those it did not reach.
  await client.query(BROKER_LANDLORD_ROLES, [params.seed, params.brokers, params.today]);
  const chunk = 100_000;
  for (let from = 1; from <= params.listings; from += chunk) {
    const to = Math.min(params.listings, from + chunk - 1);
    await client.query(INSERT_LISTINGS, [params.seed, from, to, params.today, pools, params.landlords, params.demoLandlord, params.brokers]);
    if (params.listings > chunk) params.log(`seed: listings ${to.toLocaleString('en-IN')} / ${params.listings.toLocaleString('en-IN')}`);
  }
  await client.query(INSERT_IMAGES, [params.seed]);
  await client.query(UNUSED_BROKER_LANDLORD_ROLES, [params.seed, params.brokers]);
}

const BROKER_LANDLORD_ROLES = `
insert into public.user_roles (id, user_id, role, created_at)
select md5($1 || ':broker-landlord-role:' || b)::uuid, b, 'landlord', $3::date
from unnest($2::uuid[]) as b
on conflict (user_id, role) do nothing`;

const UNUSED_BROKER_LANDLORD_ROLES = `
delete from public.user_roles r
where r.role = 'landlord' and r.user_id = any($2::uuid[]) and r.id = md5($1 || ':broker-landlord-role:' || r.user_id)::uuid
  and not exists (select 1 from public.properties p where p.listed_by = r.user_id and p.verified and p.no_brokerage)`;
