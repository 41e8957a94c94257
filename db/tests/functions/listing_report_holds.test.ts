import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, ESTABLISHED, setAccountHistory } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

// Three sign-ups made a minute ago took any listing out of search with three fraud reports. Only
// people with a confirmed email or phone and an account a day old when reporting count toward the
// hold; the others' reports still wait in the console's queue, the listing staying in search.
const report = `insert into public.listing_reports (property_id, reporter_id, reason) values ($1, $2, 'fraud')`;

describe('which fraud reports hold a listing', () => {
  const fx = useDatabase();
  let admin: Actor;
  let owner: string;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    owner = await createUser(fx.pool, 'Meera Owner', ['landlord']);
  });

  const listed = async () => {
    const id = await createProperty(fx.pool, owner);
    await fx.pool.query('update public.properties set verified = true where id = $1', [id]);
    return id;
  };
  /** A reporter whose account has the given history. */
  const person = async (name: string, history: { confirmed: boolean; ageHours: number }) => {
    const id = await createUser(fx.pool, name);
    await setAccountHistory(fx.pool, id, history);
    return signedIn(id, name);
  };
  const people = (label: string, history: { confirmed: boolean; ageHours: number }) =>
    Promise.all([1, 2, 3].map((n) => person(`${label} ${n}`, history)));
  const byAll = async (id: string, actors: Actor[]) => {
    for (const actor of actors) await callAs(fx.pool, actor, report, [id, actor.sub]);
  };
  const inSearch = async (id: string) => (await callAs(fx.pool, anon, 'select id from public.properties where id = $1', [id])).length === 1;
  const queued = async (id: string) =>
    (await callAs(fx.pool, admin, 'select report_count, held, counted_fraud_reports from public.listing_report_queue where property_id = $1', [id]))[0];

  describe('reporters who do not count', () => {
    it('three confirmed accounts made an hour ago leave the listing in search, reported in the queue', async () => {
      const id = await listed();
      await byAll(id, await people('Fresh', { confirmed: true, ageHours: 1 }));
      expect(await inSearch(id), 'still in search').toBe(true);
      expect(await queued(id), 'in the queue, not held, none counted').toEqual({ report_count: 3, held: false, counted_fraud_reports: 0 });
    });

    it('three old accounts that never confirmed their address leave the listing in search', async () => {
      const id = await listed();
      await byAll(id, await people('Unconfirmed', { confirmed: false, ageHours: 24 * 30 }));
      expect(await inSearch(id), 'still in search').toBe(true);
      expect(await queued(id), 'queue').toEqual({ report_count: 3, held: false, counted_fraud_reports: 0 });
    });

    it('a report counts as its reporter was when reporting: ageing or confirming later changes nothing', async () => {
      const id = await listed();
      const fresh = await people('Later', { confirmed: false, ageHours: 1 });
      await byAll(id, fresh);
      for (const actor of fresh) await setAccountHistory(fx.pool, actor.sub as string, ESTABLISHED);
      await byAll(id, [await person('Newcomer', ESTABLISHED)]);
      expect(await inSearch(id), 'one counted report').toBe(true);
      expect(await queued(id), 'queue').toEqual({ report_count: 4, held: false, counted_fraud_reports: 1 });
    });
  });

  describe('established reporters', () => {
    it('the third established one holds the listing, whatever others reported before', async () => {
      const id = await listed();
      await byAll(id, await people('Throwaway', { confirmed: true, ageHours: 0 }));
      const established = await people('Neighbour', ESTABLISHED);
      await byAll(id, established.slice(0, 2));
      expect(await inSearch(id), 'two counted reports').toBe(true);
      await byAll(id, established.slice(2));
      expect(await inSearch(id), 'three counted reports').toBe(false);
      expect(await queued(id), 'held').toEqual({ report_count: 6, held: true, counted_fraud_reports: 3 });
    });

    it('a phone confirmed instead of an email counts too', async () => {
      const id = await listed();
      const actors = await people('Phone', { confirmed: false, ageHours: 48 });
      await fx.pool.query(`update auth.users set phone_confirmed_at = now() - interval '2 days' where id = any($1)`, [actors.map((a) => a.sub)]);
      await byAll(id, actors);
      expect(await inSearch(id), 'held').toBe(false);
    });
  });
});
