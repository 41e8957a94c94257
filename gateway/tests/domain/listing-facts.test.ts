import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { FLOOR_ABOVE_BUILDING, MAINTENANCE_RANGE, YEAR_BUILT_RANGE } from '@rentals/core/validation/messages';
import { startDomainGateway, type Account, type DomainGateway, type Session } from './harness.ts';

/**
 * The rental facts of a listing through the API, as each real role: what the listing form writes
 * (list_property, update_property), the ranges the database refuses with its named checks, what
 * nobody may write (no brokerage, the total a month), and the point a listing gets on the map.
 */
let dg: DomainGateway;
let owner: Account;
let broker: Account;
let ownerSession: Session;
let brokerSession: Session;

const listing = (extra: Record<string, unknown> = {}) => ({
  title: '2 BHK in Baner', city: 'Pune', locality: 'Baner', rent: 28000, deposit: 56000, bedrooms: 2, ...extra,
});

async function listAs(session: Session, extra: Record<string, unknown> = {}) {
  return session.client.rpc('list_property', { _listing: listing(extra) }).single<Record<string, unknown>>();
}

beforeAll(async () => {
  dg = await startDomainGateway();
  owner = await dg.account('Omkar Owner');
  broker = await dg.account('Bela Broker', ['broker']);
  await dg.sql(`insert into public.brokers (user_id, name, activated) values ($1, 'Bela Broker', true)`, [broker.id]);
  ownerSession = await dg.signIn(owner);
  brokerSession = await dg.signIn(broker);
}, 120_000);

afterAll(async () => {
  await dg?.close();
});

describe('an owner', () => {
  it('lists a home with its facts, and the database adds the total a month', async () => {
    const { data, error } = await listAs(ownerSession, {
      maintenance_charges: 3500, floor: 4, total_floors: 12, parking: 'both', water_supply: 'corporation', pets_allowed: true,
      food_preference: 'vegetarian', gated_society: true, facing: 'east', year_built: 2016,
    });
    expect(error, 'listed').toBeNull();
    expect(data, 'facts as sent').toMatchObject({
      maintenance_charges: 3500, floor: 4, total_floors: 12, parking: 'both', water_supply: 'corporation', pets_allowed: true,
      food_preference: 'vegetarian', gated_society: true, facing: 'east', year_built: 2016,
    });
    expect(Number(data?.total_monthly_cost), 'rent plus maintenance').toBe(31500);
    expect(data?.no_brokerage, 'listed by its owner').toBe(true);
  });

  it('gets a point on the map near its locality without placing it', async () => {
    const { data } = await listAs(ownerSession);
    // Baner's centre is 18.559, 73.7868; the offset is at most 0.005° each way.
    expect(Math.abs(Number(data?.latitude) - 18.559), 'near Baner').toBeLessThanOrEqual(0.005);
    expect(Math.abs(Number(data?.longitude) - 73.7868), 'near Baner').toBeLessThanOrEqual(0.005);
    const again = await listAs(ownerSession);
    expect([again.data?.latitude, again.data?.longitude], 'markers of one locality do not stack').not.toEqual([data?.latitude, data?.longitude]);
  });

  it('keeps a placed point, and a moved listing follows its new locality', async () => {
    const { data: placed } = await listAs(ownerSession, { latitude: 18.6, longitude: 73.75 });
    expect([Number(placed?.latitude), Number(placed?.longitude)], 'placed by the owner').toEqual([18.6, 73.75]);
    const { data: moved, error } = await ownerSession.client
      .rpc('update_property', { _property_id: placed?.id, _listing: listing({ locality: 'Kothrud' }) })
      .single<Record<string, unknown>>();
    expect(error, 'saved').toBeNull();
    expect(Math.abs(Number(moved?.latitude) - 18.5074), 'now near Kothrud').toBeLessThanOrEqual(0.005);
  });

  it.each([
    [{ maintenance_charges: 500001 }, 'properties_maintenance_charges_range', MAINTENANCE_RANGE],
    [{ maintenance_charges: -1 }, 'properties_maintenance_charges_range', MAINTENANCE_RANGE],
    [{ floor: 9, total_floors: 4 }, 'properties_floor_within_building', FLOOR_ABOVE_BUILDING],
    [{ floor: 201 }, 'properties_floor_range', undefined],
    [{ total_floors: 0 }, 'properties_total_floors_range', undefined],
    [{ year_built: 1899 }, 'properties_year_built_range', YEAR_BUILT_RANGE],
    [{ year_built: new Date().getUTCFullYear() + 2 }, 'properties_year_built_range', YEAR_BUILT_RANGE],
  ])('is refused %j by the check %s (a 400, beside its field)', async (facts, check, message) => {
    const { error, status } = await listAs(ownerSession, facts).then((r) => ({ ...r, status: r.status }));
    expect(status, 'a business rule, not a sign-out').toBe(400);
    expect(error?.message, 'the named check').toContain(check);
    if (message) expect(fieldErrorFromDatabase(error)?.message, 'shown beside its field').toBe(message);
  });

  it('cannot claim "no brokerage" or write the total a month', async () => {
    const { data } = await listAs(ownerSession);
    const claim = await ownerSession.client.from('properties').update({ no_brokerage: false }).eq('id', data?.id as string);
    expect(claim.error?.code, 'no grant on the derived flag').toBe('42501');
    const total = await ownerSession.client.from('properties').update({ total_monthly_cost: 1 }).eq('id', data?.id as string);
    expect(total.error, 'no grant on the generated total').not.toBeNull();
  });

  it('sends a verified listing back to review when a fact about the home changes, not for pets', async () => {
    const { data } = await listAs(ownerSession, { parking: 'none', pets_allowed: false });
    await dg.sql(`update public.properties set verified = true where id = $1`, [data?.id]);
    await ownerSession.client.from('properties').update({ pets_allowed: true }).eq('id', data?.id as string);
    expect((await dg.sql(`select verified from public.properties where id = $1`, [data?.id]))[0]?.verified, 'pets are a switch').toBe(true);
    await ownerSession.client.from('properties').update({ parking: 'four_wheeler' }).eq('id', data?.id as string);
    const [row] = await dg.sql<{ verified: boolean; review_changes: Record<string, unknown> }>(
      `select verified, review_changes from public.properties where id = $1`, [data?.id]);
    expect(row, 'parking is a claim').toEqual({ verified: false, review_changes: { parking: { old: 'none', new: 'four_wheeler' } } });
  });
});

describe('a broker', () => {
  it('lists with brokerage while activated, and without once the registration is withdrawn', async () => {
    const { data } = await listAs(brokerSession);
    expect(data?.no_brokerage, 'an activated broker').toBe(false);
    await dg.sql(`update public.brokers set activated = false where user_id = $1`, [broker.id]);
    const [row] = await dg.sql<{ no_brokerage: boolean }>(`select no_brokerage from public.properties where id = $1`, [data?.id]);
    expect(row?.no_brokerage, 'follows the registration').toBe(true);
    await dg.sql(`update public.brokers set activated = true where user_id = $1`, [broker.id]);
  });
});

describe('a visitor', () => {
  it('filters and sorts listed homes by the facts and the total a month', async () => {
    const ids: string[] = [];
    for (const [rent, maintenance, pets] of [[20000, 6000, true], [24000, 0, false], [25000, null, true]] as const) {
      const { data } = await listAs(ownerSession, { rent, maintenance_charges: maintenance, pets_allowed: pets, title: `Facts ${rent}` });
      ids.push(data?.id as string);
    }
    await dg.sql(`update public.properties set verified = true where id = any($1::uuid[])`, [ids]);
    const { data, error } = await dg.anon().from('properties').select('title,total_monthly_cost')
      .eq('availability', 'available').eq('verified', true).like('title', 'Facts %')
      .lte('total_monthly_cost', 25000).order('total_monthly_cost').order('id');
    expect(error).toBeNull();
    expect(data, 'within ₹25,000 a month all told, cheapest first').toEqual([
      { title: 'Facts 24000', total_monthly_cost: 24000 }, { title: 'Facts 25000', total_monthly_cost: 25000 },
    ]);
    const pets = await dg.anon().from('properties').select('title').like('title', 'Facts %').eq('pets_allowed', true).order('title');
    expect(pets.data?.map((row) => row.title), 'pets allowed').toEqual(['Facts 20000', 'Facts 25000']);
  });
});
