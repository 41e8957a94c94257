import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { FLOOR_ABOVE_BUILDING, MAINTENANCE_RANGE } from '@rentals/core/validation/messages';
import { expectBusinessError, rpc } from './rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from './harness.ts';

/**
 * The console's correction of a listing's rental facts through /rest/v1/rpc (correct_property_facts):
 * an admin's alone, through the table's checks, audited once, and an approved listing whose home
 * facts change waits for review again as after its owner's change.
 */
let dg: DomainGateway;
let admin: Session;
let adminAal1: Session;
let ownerSession: Session;
let owner: string;

beforeAll(async () => {
  dg = await startDomainGateway();
  const adminAccount = await dg.account('Asha Admin', ['admin']);
  admin = await dg.raiseToAal2(await dg.signIn(adminAccount));
  adminAal1 = await dg.signIn(adminAccount);
  ownerSession = await dg.signIn(await dg.account('Omkar Owner', ['landlord']));
  owner = ownerSession.id;
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

async function listing(verified: boolean, rejected = false): Promise<string> {
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, locality, rent, deposit, bedrooms, property_type,
       maintenance_charges, floor, total_floors, pets_allowed, rejected_at, rejection_reason)
     values ('2 BHK in Baner', $1, 'available', $2, 'pune', 'Baner', 28000, 56000, 2, 'Apartment', 3000, 4, 12, false,
       case when $3 then now() end, case when $3 then 'Blurry photos' end) returning id`, [owner, verified, rejected]);
  return row!.id;
}

const row = async (id: string) =>
  (await dg.sql<Record<string, unknown>>(
    `select maintenance_charges, floor, total_floors, parking, pets_allowed, facing, verified, review_changes
       from public.properties where id = $1`, [id]))[0]!;

const audits = async (id: string) =>
  dg.sql<{ admin_user_id: string; details: Record<string, unknown> }>(
    `select admin_user_id, details from public.admin_audit_log where action = 'correct_property_facts' and target_id = $1`, [id]);

const correct = (who: Session, id: string, facts: Record<string, unknown>) =>
  rpc(who, 'correct_property_facts', { _property_id: id, _facts: facts });

describe('an admin', () => {
  it('corrects the facts named, keeps the rest, and is audited once with what changed', async () => {
    const id = await listing(false);
    const { data, error } = await correct(admin, id, { maintenance_charges: 0, parking: 'four_wheeler', facing: null });
    expect(error, 'corrected').toBeNull();
    expect(data, 'the listing as it now is').toMatchObject({ id, maintenance_charges: 0, parking: 'four_wheeler', floor: 4 });
    expect(await row(id), 'written; floors and pets kept').toMatchObject({
      maintenance_charges: 0, floor: 4, total_floors: 12, parking: 'four_wheeler', pets_allowed: false, verified: false, review_changes: null,
    });
    const audit = await audits(id);
    expect(audit, 'one audit row').toHaveLength(1);
    expect(audit[0]!.admin_user_id, 'by the acting admin').toBe(admin.id);
    expect(audit[0]!.details, 'what changed, and no review for a listing never approved').toEqual({
      changes: { maintenance_charges: { old: 3000, new: 0 }, parking: { old: null, new: 'four_wheeler' } },
      sent_to_review: false,
    });
  });

  it('sends an approved listing back to review when a fact of the home changes', async () => {
    const id = await listing(true);
    expect((await correct(admin, id, { floor: 2, pets_allowed: true })).error).toBeNull();
    expect(await row(id), 'waiting with the home fact it changed').toMatchObject({
      floor: 2, pets_allowed: true, verified: false, review_changes: { floor: { old: 4, new: 2 } },
    });
    expect((await audits(id))[0]!.details, 'audited as sent to review').toMatchObject({ sent_to_review: true });
  });

  it('leaves an approved listing approved when only the owner’s switches change', async () => {
    const id = await listing(true);
    expect((await correct(admin, id, { pets_allowed: true, food_preference: 'vegetarian' })).error).toBeNull();
    expect(await row(id), 'still approved').toMatchObject({ pets_allowed: true, verified: true, review_changes: null });
  });

  it('leaves a rejected listing waiting for its owner', async () => {
    const id = await listing(false, true);
    expect((await correct(admin, id, { floor: 3 })).error).toBeNull();
    expect(await row(id), 'no review changes on a rejected listing').toMatchObject({ floor: 3, verified: false, review_changes: null });
  });

  it('writes and audits nothing when nothing changes', async () => {
    const id = await listing(true);
    const { data, error } = await correct(admin, id, { floor: 4, maintenance_charges: 3000 });
    expect(error).toBeNull();
    expect(data, 'the listing as it was').toMatchObject({ id, verified: true });
    expect(await audits(id), 'no audit row').toHaveLength(0);
  });

  it('is held to the table’s ranges, writing nothing', async () => {
    const id = await listing(true);
    for (const [facts, message] of [
      [{ maintenance_charges: 600000 }, MAINTENANCE_RANGE],
      [{ floor: 13 }, FLOOR_ABOVE_BUILDING],
    ] as const) {
      const { error, status } = await correct(admin, id, facts);
      expect(status, 'a business rule, not a sign-out').toBe(400);
      expect(fieldErrorFromDatabase(error)?.message, 'shown beside its field').toBe(message);
    }
    expect(await row(id), 'unchanged').toMatchObject({ maintenance_charges: 3000, floor: 4, verified: true });
    expect(await audits(id), 'no audit row').toHaveLength(0);
  });

  it('corrects only the rental facts', async () => {
    const id = await listing(true);
    await expectBusinessError(correct(admin, id, { rent: 1000 }), 'Only a listing\'s rental facts can be corrected here');
    await expectBusinessError(correct(admin, id, { listed_by: admin.id, floor: 2 }), 'Only a listing\'s rental facts can be corrected here');
    await expectBusinessError(correct(admin, '00000000-0000-4000-8000-000000000000', { floor: 2 }), 'Property not found');
    expect(await row(id), 'unchanged').toMatchObject({ floor: 4, verified: true });
  });
});

describe('anyone else', () => {
  it('is refused: an admin without the second factor, and the owner of the listing', async () => {
    const id = await listing(true);
    for (const who of [adminAal1, ownerSession])
      await expectBusinessError(correct(who, id, { floor: 2 }), 'Only admins can correct listing facts');
    expect(await row(id), 'unchanged').toMatchObject({ floor: 4, verified: true });
    expect(await audits(id), 'no audit row').toHaveLength(0);
  });

  it('is not there for a visitor', async () => {
    const { error, status } = await dg.anon().rpc('correct_property_facts', { _property_id: await listing(true), _facts: { floor: 2 } });
    expect({ status, code: error?.code }, 'no execute grant for anon').toEqual({ status: 401, code: '42501' });
  });
});
