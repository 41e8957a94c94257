import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, ESTABLISHED, setAccountHistory } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const report = `insert into public.listing_reports (property_id, reporter_id, reason, details) values ($1, $2, $3, $4)`;
const resolve = 'select id from public.resolve_listing_reports($1, $2, $3)';

describe('reporting a listing', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let owner: Actor;
  const people: Actor[] = [];

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
    for (const name of ['Asha', 'Bala', 'Chitra', 'Dev']) {
      const id = await createUser(fx.pool, `${name} Visitor`);
      await setAccountHistory(fx.pool, id, ESTABLISHED);
      people.push(signedIn(id, name));
    }
  });

  const listed = async () => {
    const id = await createProperty(fx.pool, owner.sub as string);
    await fx.pool.query('update public.properties set verified = true where id = $1', [id]);
    return id;
  };
  const by = (actor: Actor, id: string, reason: string, details: string | null = null) =>
    callAs(fx.pool, actor, report, [id, actor.sub, reason, details]);
  const visible = async (id: string) => (await callAs(fx.pool, anon, 'select id from public.properties where id = $1', [id])).length === 1;

  describe('signed-in person', () => {
    it('reports a listing once; a second report of the same listing is refused', async () => {
      const id = await listed();
      await by(people[0] as Actor, id, 'already_rented');
      await expect(by(people[0] as Actor, id, 'duplicate'), 'second report').rejects.toMatchObject({ code: '23505', constraint: 'listing_reports_one_per_person_key' });
    });

    it("'other' needs words; nobody reports in someone else's name, their own listing, or reads others' reports", async () => {
      const id = await listed();
      await expect(by(people[1] as Actor, id, 'other', '  '), 'other without text').rejects.toMatchObject({ constraint: 'listing_reports_other_has_details' });
      await expect(callAs(fx.pool, people[1] as Actor, report, [id, people[2]?.sub, 'fraud', null]), 'in another name').rejects.toMatchObject({ code: '42501' });
      await expect(by(owner, id, 'duplicate'), 'own listing').rejects.toMatchObject({ code: '42501' });
      await by(people[2] as Actor, id, 'other', 'Photos are of another building');
      expect(await callAs(fx.pool, people[1] as Actor, 'select id from public.listing_reports where property_id = $1', [id]), "others' reports").toEqual([]);
      await expect(callAs(fx.pool, people[2] as Actor, `update public.listing_reports set status = 'dismissed' where property_id = $1`, [id]), 'resolve own').rejects.toMatchObject({ code: '42501' });
    });

    it('visitors cannot report', async () => {
      const id = await listed();
      await expect(callAs(fx.pool, anon, report, [id, null, 'fraud', null]), 'anon').rejects.toMatchObject({ code: '42501' });
    });

    it('three different established people reporting fraud take the listing out of search until an admin looks', async () => {
      const id = await listed();
      await by(people[0] as Actor, id, 'fraud');
      await by(people[1] as Actor, id, 'fraud');
      expect(await visible(id), 'two fraud reports').toBe(true);
      await by(people[2] as Actor, id, 'fraud');
      expect(await visible(id), 'three fraud reports').toBe(false);
      const [queued] = await callAs(fx.pool, admin, 'select report_count, reasons, held from public.listing_report_queue where property_id = $1', [id]);
      expect(queued, 'in the queue').toEqual({ report_count: 3, reasons: { fraud: 3 }, held: true });
      const [counted] = await callAs(fx.pool, admin, 'select counted_fraud_reports from public.listing_report_queue where property_id = $1', [id]);
      expect(counted, 'all three count toward the hold').toEqual({ counted_fraud_reports: 3 });
    });
  });

  describe('admin', () => {
    it('dismissing reports clears the queue and returns a held listing to search', async () => {
      const id = await listed();
      for (const person of people.slice(0, 3)) await by(person, id, 'fraud');
      await callAs(fx.pool, admin, resolve, [id, 'dismiss', null]);
      expect(await visible(id), 'back in search').toBe(true);
      expect(await callAs(fx.pool, admin, 'select 1 from public.listing_report_queue where property_id = $1', [id]), 'queue').toEqual([]);
    });

    it('unlisting takes the listing off the site with a reason its owner reads, in one audited step', async () => {
      const id = await listed();
      await by(people[0] as Actor, id, 'wrong_price_or_photos');
      await by(people[3] as Actor, id, 'duplicate');
      const [queued] = await callAs(fx.pool, admin, 'select report_count, reasons, held from public.listing_report_queue where property_id = $1', [id]);
      expect(queued, 'queue row').toEqual({ report_count: 2, reasons: { wrong_price_or_photos: 1, duplicate: 1 }, held: false });
      await callAs(fx.pool, admin, resolve, [id, 'unlist', 'The photos show another flat']);
      expect(await visible(id), 'off the site').toBe(false);
      expect(await callAs(fx.pool, owner, 'select rejection_reason from public.properties where id = $1', [id]), 'owner reads why').toEqual([{ rejection_reason: 'The photos show another flat' }]);
      const audit = await fx.pool.query(`select action, details from public.admin_audit_log where target_id = $1`, [id]);
      expect(audit.rows, 'audited').toEqual([{ action: 'unlist_reported_listing', details: { reports: 2, reason: 'The photos show another flat' } }]);
      const reports = await fx.pool.query(`select distinct status from public.listing_reports where property_id = $1`, [id]);
      expect(reports.rows, 'reports closed').toEqual([{ status: 'unlisted' }]);
    });

    it('unlisting needs a reason; an admin without a second factor, and other people, are refused', async () => {
      const id = await listed();
      await by(people[0] as Actor, id, 'duplicate');
      await expect(callAs(fx.pool, admin, resolve, [id, 'unlist', ' ']), 'no reason').rejects.toThrow('A reason is required to unlist a listing');
      await expect(callAs(fx.pool, adminAal1, resolve, [id, 'dismiss', null]), 'aal1').rejects.toThrow('Only admins can resolve listing reports');
      await expect(callAs(fx.pool, owner, resolve, [id, 'dismiss', null]), 'owner').rejects.toThrow('Only admins can resolve listing reports');
      expect(await callAs(fx.pool, owner, 'select 1 from public.listing_report_queue where property_id = $1', [id]), 'owner does not see the queue').toEqual([]);
    });
  });
});
