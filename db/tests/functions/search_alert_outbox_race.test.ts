// The alert outbox when matching and sending overlap: a listing matched while its search's email
// is being claimed must end in an email, whichever transaction reaches the email row first. Two
// real connections interleave the two transactions step by step; nothing waits for a fixed time.
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverAlertEmails } from '../../src/alerts/deliver.ts';
import { createMailboxTransport } from '../../src/mail/transport.ts';
import { callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const CLAIM = 'select * from private.claim_alert_email(60000)';
const MATCH = 'select private.match_published_listings(10)';

interface Claimed {
  id: string;
  claim_token: string;
}

describe('search alert outbox: a match made while its email is claimed', () => {
  const fx = useDatabase();
  let owner: string;
  let seeker: Actor;
  let search: string;

  const list = async (title: string) => {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, city, rent, bedrooms, verified) values ($1, $2, 'Pune', 30000, 2, true) returning id`,
      [title, owner],
    );
    return rows[0]!.id;
  };
  const matches = async () =>
    (await fx.pool.query<{ title: string; status: string }>(
      `select p.title, m.status from public.saved_search_matches m join public.properties p on p.id = m.property_id
        where m.saved_search_id = $1 order by p.title`, [search])).rows;
  const deliver = () => deliverAlertEmails(fx.pool, createMailboxTransport(fx.pool), { siteUrl: 'http://localhost:4321' });
  const closeSent = (client: pg.ClientBase, email: Claimed) =>
    client.query(`select private.close_alert_email($1, $2, 'sent')`, [email.id, email.claim_token]);
  /** Resolves once `waiting` waits for a lock `holder` has, or once `work` settles without waiting. */
  const blockedOrDone = async (waiting: pg.ClientBase, holder: pg.ClientBase, work: Promise<unknown>) => {
    const pid = (client: pg.ClientBase) => (client as unknown as { processID: number }).processID;
    let settled = false;
    void work.then(() => (settled = true), () => (settled = true));
    await expect.poll(async () => {
      if (settled) return true;
      const { rows } = await fx.pool.query<{ blocked: boolean }>('select $2::int = any (pg_blocking_pids($1)) as blocked', [pid(waiting), pid(holder)]);
      return rows[0]!.blocked;
    }, { timeout: 30_000, interval: 20 }).toBe(true);
  };

  beforeAll(async () => {
    owner = await createUser(fx.pool, 'Owen Owner');
    seeker = signedIn(await createUser(fx.pool, 'Sita Seeker'));
  });

  const start = async () => {
    await fx.pool.query('delete from public.saved_searches; delete from private.listing_publications; delete from public.properties');
    const [saved] = await callAs<{ id: string }>(fx.pool, seeker,
      `insert into public.saved_searches (user_id, name, filters) values (auth.uid(), 'Pune', '{"city":"Pune"}') returning id`);
    search = saved!.id;
    await list('A first home');
    await fx.pool.query(MATCH);
  };

  it('the sender claims first and holds its transaction open while the match is made, then commits', async () => {
    await start();
    const sender = await fx.pool.connect();
    const matcher = await fx.pool.connect();
    try {
      await sender.query('begin');
      const [email] = (await sender.query<Claimed>(CLAIM)).rows;
      expect(email, 'the first email is claimed').toBeDefined();
      await list('B second home');
      const matching = matcher.query(MATCH);
      await blockedOrDone(matcher, sender, matching);
      await closeSent(sender, email!);
      await sender.query('commit');
      await matching;
    } finally {
      sender.release();
      matcher.release();
    }
    expect(await deliver(), 'the second home has an email of its own').toBe(1);
    expect(await matches()).toEqual([{ title: 'A first home', status: 'emailed' }, { title: 'B second home', status: 'emailed' }]);
  });

  it('the match is made first and its transaction held open while the sender claims, then commits', async () => {
    await start();
    const matcher = await fx.pool.connect();
    const sender = await fx.pool.connect();
    try {
      await list('B second home');
      await matcher.query('begin');
      await matcher.query(MATCH);
      const claiming = sender.query<Claimed>(CLAIM);
      await blockedOrDone(sender, matcher, claiming);
      await matcher.query('commit');
      const [email] = (await claiming).rows;
      // A claim that took the email before the match committed must not leave the match behind.
      if (email) await closeSent(sender, email);
    } finally {
      matcher.release();
      sender.release();
    }
    await deliver();
    expect(await matches()).toEqual([{ title: 'A first home', status: 'emailed' }, { title: 'B second home', status: 'emailed' }]);
  });

});
