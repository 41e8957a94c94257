import { AMENITIES, BHK_MIX, FURNISHING_LINES, LOCATION_LINES, SOCIETY_NAMES, typeMix } from './data/content.ts';
import { CITIES, largeRent, SEMI_SHARE_OF_REST, type CityPool } from './data/cities.ts';
import { addDays, atIst, monthStart } from './dates.ts';
import type { Member, Network } from './network.ts';
import type { People, Person } from './people.ts';
import { seedUuid, type Random } from './random.ts';
import type { TableRows } from './rows.ts';
import { topUp } from './topup.ts';

const STATUS_MIX = [['submitted', 0.18], ['under_review', 0.14], ['approved', 0.52], ['declined', 0.1], ['rejected', 0.06]] as const;
const DEMO_STATUSES = ['submitted', 'under_review', 'approved', 'approved', 'declined', 'rejected'] as const;
const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);

/** A managed unit drawn with the same city rules as the listings. */
function unit(rng: Random, city: CityPool) {
  const bedrooms = rng.weighted(BHK_MIX);
  const type = rng.weighted(typeMix(bedrooms, city.independentFloors));
  const range = bedrooms <= 3 ? city.rent[bedrooms as 1 | 2 | 3] : largeRent(city);
  const rent = rng.money(range[0], range[1]);
  const furnishing = rng.chance(city.fullyFurnished) ? 'Fully Furnished' : rng.chance(SEMI_SHARE_OF_REST) ? 'Semi Furnished' : 'Unfurnished';
  const months = rng.chance(0.4) ? city.deposit.mode : rng.int(city.deposit.min, city.deposit.max);
  return { bedrooms, type, rent, furnishing, deposit: rent * months };
}

/** Walk-in applications carrying a broker or affiliate: the default size's count, whatever the size (more would lift ranks). */
const ATTRIBUTED_WALK_INS = 130;

interface Context {
  rng: Random; seed: string; people: People; network: Network; out: TableRows; today: string;
  /** Last month's paid RVL by affiliate id: what that month's run counts as personal RVL. */
  lastMonth: Map<string, number>;
}

/**
 * Managed rental applications in every status; approved ones configured with six months of RVL
 * payments. Then the portfolio: properties managed for months, attributed so that every member
 * reaches the rank it is built for (topup.ts).
 */
export function makeManaged(rng: Random, seed: string, people: People, network: Network, out: TableRows, today: string, listings: number) {
  const ctx: Context = { rng, seed, people, network, out, today, lastMonth: new Map() };
  const count = 120 + Math.min(Math.floor(listings / 200), 2000);
  for (let i = 0; i < count; i++) application(ctx, i);
  let next = count;
  topUp(rng, network, today, ctx.lastMonth, (member) => application(ctx, next++, member));
}

/** One application (for `member`: approved long ago, attributed to it); returns the RVL it paid last month. */
function application(ctx: Context, i: number, member?: Member): number {
  const { rng, seed, people, network, out, today } = ctx;
  const admin = people.demo.admin.id;
  const demoLandlord = !member && i < DEMO_STATUSES.length;
  const status = member ? 'approved' : demoLandlord ? DEMO_STATUSES[i] as string : rng.weighted(STATUS_MIX);
  const landlord: Person = demoLandlord ? people.demo.landlord : rng.pick(people.byRole.landlord);
  const city = demoLandlord ? landlord.city : rng.weighted(CITY_WEIGHTS);
  const locality = rng.pick(city.localities);
  const u = unit(rng, city);
  let broker: Network['brokers'][number] | undefined;
  let affiliate: Member | undefined;
  if (member) {
    broker = member.broker_id ? network.brokers.find((b) => b.id === member.broker_id) : undefined;
    affiliate = broker ? undefined : member;
  } else if (i < ATTRIBUTED_WALK_INS) {
    const activeBrokers = network.brokers.filter((b) => b.activated);
    const plainMembers = network.members.filter((m) => !m.broker_id);
    broker = rng.chance(0.7) ? (rng.chance(0.2) ? network.brokers[0] : rng.pick(activeBrokers)) : undefined;
    affiliate = !broker && rng.chance(0.6) ? (rng.chance(0.2) ? network.members.find((m) => m.person === people.demo.affiliate) : rng.pick(plainMembers)) : undefined;
  }
  const open = status === 'submitted' || status === 'under_review';
  const created = addDays(today, member ? -rng.int(200, 320) : open ? -rng.int(0, 30) : -rng.int(40, 300));
  const reviewed = open ? null : addDays(created, rng.int(1, 5));
  const start = status === 'approved' ? addDays(created, rng.int(7, 20)) : addDays(created, rng.int(15, 45));
  const guaranteed = rng.chance(0.25);
  const id = seedUuid(seed, 'managed-application', i);
  const society = rng.pick(SOCIETY_NAMES);
  const flat = `${rng.int(1, 18)}${String(rng.int(1, 8)).padStart(2, '0')}`;
  out.add('public.managed_rental_applications', {
    id, status, landlord_id: landlord.id, submitted_by_broker_id: broker?.id ?? null, affiliate_id: affiliate?.affiliate_id ?? null,
    property_location: city.name, locality, property_type: u.type, property_address: `Flat ${flat}, ${society}, ${locality}, ${city.name}`,
    bedrooms: u.bedrooms, bathrooms: Math.max(1, u.bedrooms - (rng.chance(0.3) ? 1 : 0)),
    area_sqft: Math.round(((city.area2[0] + rng.next() * (city.area2[1] - city.area2[0])) * (0.6 + 0.4 * u.bedrooms)) / 5) * 5,
    furnishing: u.furnishing, amenities: AMENITIES.filter(([, p]) => rng.chance(p)).map(([a]) => a),
    description: `${u.bedrooms} BHK ${u.type.toLowerCase()} in ${society}, ${locality}. ${rng.pick(FURNISHING_LINES[u.furnishing] ?? [''])} ${rng.pick(LOCATION_LINES)}`,
    // The terms are the admin's, set on approval: an application not yet approved has the defaults.
    monthly_rent: u.rent, security_deposit: u.deposit, commission_percentage: 8,
    management_fee_percentage: rng.chance(0.8) || status !== 'approved' ? 8 : 10,
    guaranteed_rent_amount: status === 'approved' && guaranteed ? Math.round((u.rent * 0.9) / 500) * 500 : 0,
    rental_start_date: start, rental_end_date: addDays(start, 334),
    contract_type: status === 'approved' && guaranteed ? 'guaranteed_rent' : 'standard',
    rental_value_locked: status === 'approved' ? u.rent : null,
    reviewed_at: reviewed ? atIst(reviewed, rng.int(10, 18), rng.int(0, 59)) : null, reviewed_by_admin_id: reviewed ? admin : null,
    created_at: atIst(created, rng.int(9, 21), rng.int(0, 59)), updated_at: atIst(reviewed ?? created, 21, 0),
  });
  // Approval is one step that configures the managed property (approve_and_configure_managed_property).
  if (reviewed) {
    const approved = status === 'approved';
    out.add('public.admin_audit_log', {
      id: seedUuid(seed, 'audit:review', i), admin_user_id: admin,
      action: approved ? 'approve_and_configure_managed_property' : 'decline_managed_application',
      target_table: approved ? 'managed_property_details' : 'managed_rental_applications',
      target_id: approved ? seedUuid(seed, 'managed-details', i) : id,
      details: approved ? { application_id: id, rvl_amount: u.rent } : { status }, created_at: atIst(reviewed, 18, 30),
    });
  }
  if (status !== 'approved') return 0;
  const attributed = affiliate ?? broker?.member;
  const paid = configure(rng, seed, out, { i, id, landlord, city, locality, society, flat, rent: u.rent, deposit: u.deposit, start, reviewed: reviewed as string, admin, member: attributed, today });
  if (attributed) ctx.lastMonth.set(attributed.affiliate_id, (ctx.lastMonth.get(attributed.affiliate_id) ?? 0) + paid);
  return paid;
}

interface Configured {
  i: number; id: string; landlord: Person; city: CityPool; locality: string; society: string; flat: string; rent: number;
  deposit: number; start: string; reviewed: string; admin: string; member: Member | undefined; today: string;
}

/** The managed property, its details and RVL payments; returns last month's paid RVL. */
function configure(rng: Random, seed: string, out: TableRows, c: Configured): number {
  const managedId = seedUuid(seed, 'managed-property', c.i);
  const detailsId = seedUuid(seed, 'managed-details', c.i);
  const created_at = atIst(c.reviewed, 18, 45);
  const day = rng.chance(0.6) ? 1 : rng.pick([5, 7, 10]);
  out.add('public.managed_properties', { id: managedId, application_id: c.id, owner_id: c.landlord.id, status: 'active', created_at, updated_at: created_at });
  out.add('public.managed_property_details', {
    id: detailsId, application_id: c.id, managed_property_id: managedId, property_name: `${c.society} ${c.flat}, ${c.locality}`,
    owner_name: c.landlord.full_name, monthly_rent: c.rent, security_deposit_company: c.deposit,
    security_deposit_type: rng.chance(0.85) ? 'refundable' : 'non_refundable',
    payment_mode: rng.weighted([['bank_transfer', 0.6], ['upi', 0.3], ['cheque', 0.07], ['cash', 0.03]] as const),
    monthly_rent_payment_date: day, lease_start_date: c.start, lease_end_date: addDays(c.start, 334),
    affiliate_name: c.member?.person.full_name ?? null, affiliate_id: c.member?.affiliate_id ?? null, rvl_amount: c.rent,
    created_by_admin_id: c.admin, status: 'active', created_at, updated_at: created_at,
  });
  let lastMonth = 0;
  for (let m = -5; m <= 0; m++) {
    const month = monthStart(c.today, m);
    if (month < monthStart(c.start)) continue;
    const age = -m;
    const paid = age >= 2 ? rng.chance(0.95) : age === 1 ? rng.chance(0.8) : false;
    const payDate = addDays(month, day - 1);
    const paymentId = seedUuid(seed, `rvl-payment:${month}`, c.i);
    const stamp = atIst(paid ? payDate : month, 10, 0);
    out.add('public.managed_property_rvl_payments', {
      id: paymentId, managed_property_id: detailsId, payment_month: month, rvl_amount: c.rent, payment_status: paid ? 'paid' : 'pending',
      payment_date: paid ? payDate : null, processed_by_admin_id: paid ? c.admin : null, created_at: stamp, updated_at: stamp,
    });
    if (paid && age === 1) lastMonth = c.rent;
  }
  return lastMonth;
}
