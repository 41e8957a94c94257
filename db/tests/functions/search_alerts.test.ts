// Search alerts (issue 22, item 1): a listing that becomes visible in search is matched against
// saved searches in the database, each (search, listing) pair once for ever, and its owner is
// emailed at once or in a daily digest, through a real SMTP server started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAlertEmails } from '../../src/alerts/deliver.ts';
import { matchPublishedListings } from '../../src/alerts/match.ts';
import { createMailboxTransport, createSmtpTransport, type MailTransport } from '../../src/mail/transport.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/mail/testServer.ts';
import { callAs, count, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const SITE = 'http://localhost:4321';
const PHOTO = 'http://localhost:54321/storage/v1/object/public/property-images/owner/one.jpg';

interface Listing {
  city?: string;
  locality?: string | null;
  rent?: number;
  bedrooms?: number;
  tenant?: string;
  verified?: boolean;
  title?: string;
  owner?: string;
}

describe('search alerts', () => {
  const fx = useDatabase();
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let owner: string;
  let seeker: Actor;
  let seekerEmail: string;
  let admin: Actor;
  const options = { siteUrl: SITE, leaseMs: 500, heartbeatMs: 100, retryMs: 1 };

  const list = async (listing: Listing = {}) => {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, tenant_preference, verified, image_urls, available_from)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '2026-12-01') returning id`,
      [listing.title ?? 'Sunny 2 BHK in Baner', listing.owner ?? owner, listing.city ?? 'Pune', listing.locality === undefined ? 'Baner' : listing.locality,
        listing.rent ?? 25000, listing.bedrooms ?? 2, listing.tenant ?? 'any', listing.verified ?? true, [PHOTO]],
    );
    return rows[0]!.id;
  };
  const saveSearch = async (actor: Actor, name: string, filters: Record<string, string>, alerts = 'instant') => {
    const [row] = await callAs<{ id: string }>(fx.pool, actor,
      'insert into public.saved_searches (user_id, name, filters, alerts) values (auth.uid(), $1, $2, $3) returning id', [name, JSON.stringify(filters), alerts]);
    return row!.id;
  };
  const matchesOf = async (search: string) =>
    (await fx.pool.query<{ property_id: string; status: string }>(
      'select property_id, status from public.saved_search_matches where saved_search_id = $1 order by matched_at, property_id', [search])).rows;
  const reset = async () => {
    await fx.pool.query('delete from public.saved_searches; delete from private.listing_publications; delete from public.properties');
    smtp.received.length = 0;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    transport = createSmtpTransport(smtp.url, 'Rentals <alerts@example.in>');
    owner = await createUser(fx.pool, 'Owen Owner');
    const seekerId = await createUser(fx.pool, 'Sita Seeker');
    seeker = signedIn(seekerId, 'seeker');
    seekerEmail = (await fx.pool.query<{ email: string }>('select email from auth.users where id = $1', [seekerId])).rows[0]!.email;
    ({ aal2: admin } = await createAdmin(fx.pool));
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.stop();
  });

  it('match a new listing with the searches whose filters it meets, as the search page filters', async () => {
    await reset();
    const hits = {
      city: await saveSearch(seeker, 'Pune', { city: 'Pune' }),
      everywhere: await saveSearch(seeker, 'Anywhere 2 BHK under 30k', { bhk: '2', max_rent: '30000' }),
      locality: await saveSearch(seeker, 'Baner families', { city: 'Pune', locality: 'Baner', tenant: 'family' }),
      moveIn: await saveSearch(seeker, 'Move in by January', { available_by: '2027-01-15' }),
    };
    const misses = {
      otherCity: await saveSearch(seeker, 'Mumbai', { city: 'Mumbai' }),
      budget: await saveSearch(seeker, 'Cheap', { max_rent: '20000' }),
      bhk: await saveSearch(seeker, '3 BHK', { bhk: '3' }),
      moveIn: await saveSearch(seeker, 'Move in by November', { available_by: '2026-11-15' }),
      off: await saveSearch(seeker, 'Alerts off', { city: 'Pune' }, 'off'),
    };
    const ownSearch = await saveSearch(signedIn(owner, 'owner'), 'My own city', { city: 'Pune' });
    const id = await list();
    expect(await matchPublishedListings(fx.pool), 'listings taken from the queue').toBe(1);
    for (const [name, search] of Object.entries(hits)) expect(await matchesOf(search), name).toEqual([{ property_id: id, status: 'pending' }]);
    for (const [name, search] of Object.entries(misses)) expect(await matchesOf(search), name).toEqual([]);
    expect(await matchesOf(ownSearch), 'an owner is not alerted of their own listing').toEqual([]);
  });

  it('treat "5 BHK" as five or more, and a listing for anyone as one for families', async () => {
    await reset();
    const five = await saveSearch(seeker, 'Big', { bhk: '5', tenant: 'family' });
    const big = await list({ bedrooms: 7, tenant: 'any' });
    await list({ bedrooms: 4 });
    await list({ bedrooms: 6, tenant: 'bachelors' });
    await matchPublishedListings(fx.pool);
    expect((await matchesOf(five)).map((row) => row.property_id)).toEqual([big]);
  });

  it('wait for a listing to be verified and available: an approval or making it available again publishes it', async () => {
    await reset();
    const search = await saveSearch(seeker, 'Pune', { city: 'Pune' });
    const id = await list({ verified: false });
    await matchPublishedListings(fx.pool);
    expect(await matchesOf(search), 'unverified').toEqual([]);
    await callAs(fx.pool, admin, 'select public.approve_property($1)', [id]);
    await matchPublishedListings(fx.pool);
    expect(await matchesOf(search), 'approved').toEqual([{ property_id: id, status: 'pending' }]);
  });

  it('never alert the same listing twice, even when it is withdrawn and listed again', async () => {
    await reset();
    const search = await saveSearch(seeker, 'Pune', { city: 'Pune' });
    const id = await list();
    await matchPublishedListings(fx.pool);
    expect(await deliverAlertEmails(fx.pool, transport, options)).toBe(1);
    await fx.pool.query(`update public.properties set availability = 'rented' where id = $1`, [id]);
    await fx.pool.query(`update public.properties set availability = 'available' where id = $1`, [id]);
    expect(await count(fx.pool, 'private.listing_publications'), 'listed again: queued again').toBe(1);
    await matchPublishedListings(fx.pool);
    expect(await deliverAlertEmails(fx.pool, transport, options), 'nothing new to tell').toBe(0);
    expect(await matchesOf(search)).toEqual([{ property_id: id, status: 'emailed' }]);
    expect(smtp.received).toHaveLength(1);
  });

  it('email at once: the photo, the rent in Indian grouping, the link, and a one-click unsubscribe (RFC 8058)', async () => {
    await reset();
    const search = await saveSearch(seeker, 'Pune homes', { city: 'Pune' });
    const id = await list({ title: 'Lake view 3 BHK', rent: 150000, bedrooms: 3 });
    await matchPublishedListings(fx.pool);
    expect(await deliverAlertEmails(fx.pool, transport, options)).toBe(1);
    const mail = await smtp.waitFor();
    const { rows } = await fx.pool.query<{ token: string }>('select unsubscribe_token::text as token from public.saved_searches where id = $1', [search]);
    const unsubscribe = `${SITE}/alerts/unsubscribe?token=${rows[0]!.token}`;
    expect(mail.to).toEqual([seekerEmail]);
    expect(mail.subject).toBe('New home for “Pune homes”: Lake view 3 BHK');
    expect(mail.html).toContain(`<img src="${PHOTO}"`);
    expect(mail.html).toContain('₹1,50,000 a month');
    expect(mail.html).toContain(`href="${SITE}/property/${id}"`);
    expect(mail.text).toContain(`${SITE}/property/${id}`);
    expect(mail.header('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(unsubscribe.replace(/&/g, '&amp;'));
  });

  it('speak Hindi to a person whose profile says so', async () => {
    await reset();
    await fx.pool.query('alter table public.profiles add column if not exists language text');
    await fx.pool.query(`update public.profiles set language = 'hi' where user_id = $1`, [seeker.sub]);
    try {
      await saveSearch(seeker, 'पुणे', { city: 'Pune' });
      await list({ rent: 25000 });
      await matchPublishedListings(fx.pool);
      await deliverAlertEmails(fx.pool, transport, options);
      const mail = await smtp.waitFor();
      expect(mail.subject).toBe('“पुणे” के लिए नया घर: Sunny 2 BHK in Baner');
      expect(mail.html).toContain('₹25,000 प्रति माह');
      expect(mail.html).toContain('<html lang="hi">');
    } finally {
      await fx.pool.query(`update public.profiles set language = null where user_id = $1`, [seeker.sub]);
    }
  });

  it('gather a daily search\'s listings into one digest, sent when it is due', async () => {
    await reset();
    const search = await saveSearch(seeker, 'Daily Pune', { city: 'Pune' }, 'daily');
    await list({ title: 'First home' });
    await matchPublishedListings(fx.pool);
    await list({ title: 'Second home' });
    await matchPublishedListings(fx.pool);
    expect(await deliverAlertEmails(fx.pool, transport, options), 'not due before the digest hour').toBe(0);
    const { rows } = await fx.pool.query<{ hour: string }>(
      `select to_char(due_at at time zone 'Asia/Kolkata', 'HH24:MI') as hour from private.alert_emails where saved_search_id = $1`, [search]);
    expect(rows, 'one email for both listings, at 08:00 in India').toEqual([{ hour: '08:00' }]);
    await fx.pool.query(`update private.alert_emails set due_at = now() where saved_search_id = $1`, [search]);
    expect(await deliverAlertEmails(fx.pool, transport, options)).toBe(1);
    const mail = await smtp.waitFor();
    expect(mail.subject).toBe('2 new homes for “Daily Pune”');
    expect(mail.text).toContain('First home');
    expect(mail.text).toContain('Second home');
    expect(await count(fx.pool, 'public.saved_searches', 'id = $1 and last_digest_at is not null', [search])).toBe(1);
  });

  it('drop what waits when alerts are switched off, and leave out a listing that left search before its email', async () => {
    await reset();
    const off = await saveSearch(seeker, 'Switched off', { city: 'Pune' });
    const stays = await saveSearch(seeker, 'Still on', { city: 'Pune' });
    const gone = await list({ title: 'Gone home' });
    const kept = await list({ title: 'Kept home' });
    await matchPublishedListings(fx.pool);
    await callAs(fx.pool, seeker, `update public.saved_searches set alerts = 'off' where id = $1`, [off]);
    await fx.pool.query(`update public.properties set availability = 'rented' where id = $1`, [gone]);
    expect(await deliverAlertEmails(fx.pool, transport, options)).toBe(1);
    const mail = await smtp.waitFor();
    expect(mail.subject).toBe('New home for “Still on”: Kept home');
    expect(await matchesOf(off)).toEqual(expect.arrayContaining([{ property_id: gone, status: 'skipped' }, { property_id: kept, status: 'skipped' }]));
    expect(await matchesOf(stays)).toEqual(expect.arrayContaining([{ property_id: gone, status: 'skipped' }, { property_id: kept, status: 'emailed' }]));
  });

  it('move a waiting email to the digest hour when its search changes to daily, and back', async () => {
    await reset();
    const search = await saveSearch(seeker, 'Changing', { city: 'Pune' });
    await list();
    await matchPublishedListings(fx.pool);
    const due = async () => (await fx.pool.query<{ hour: string; now: boolean }>(
      `select to_char(due_at at time zone 'Asia/Kolkata', 'HH24:MI') as hour, due_at <= now() as now from private.alert_emails where status = 'pending'`)).rows;
    expect(await due()).toEqual([expect.objectContaining({ now: true })]);
    await callAs(fx.pool, seeker, `update public.saved_searches set alerts = 'daily' where id = $1`, [search]);
    expect(await due()).toEqual([{ hour: '08:00', now: false }]);
    await callAs(fx.pool, seeker, `update public.saved_searches set alerts = 'instant' where id = $1`, [search]);
    expect(await due()).toEqual([expect.objectContaining({ now: true })]);
  });

  it('try again when the SMTP server refuses, losing nothing', async () => {
    await reset();
    await saveSearch(seeker, 'Pune', { city: 'Pune' });
    await list();
    await matchPublishedListings(fx.pool);
    smtp.refuseNext(1);
    expect(await deliverAlertEmails(fx.pool, transport, { ...options, retryMs: 60_000 }), 'refused').toBe(0);
    expect((await fx.pool.query('select status, attempts, error from private.alert_emails')).rows)
      .toEqual([{ status: 'pending', attempts: 1, error: expect.stringContaining('Try again later') }]);
    await fx.pool.query('update private.alert_emails set due_at = now()');
    expect(await deliverAlertEmails(fx.pool, transport, options), 'second try').toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('send the email of a worker that died mid-send once its lease lapses, once', async () => {
    await reset();
    await saveSearch(seeker, 'Pune', { city: 'Pune' });
    await list();
    await matchPublishedListings(fx.pool);
    // A worker claims the email and dies: nobody renews or closes the claim.
    const { rows } = await fx.pool.query('select * from private.claim_alert_email(300)');
    expect(rows).toHaveLength(1);
    expect(await deliverAlertEmails(fx.pool, transport, options), 'still held by the dead worker').toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await deliverAlertEmails(fx.pool, transport, options), 'taken up').toBe(1);
    expect(await deliverAlertEmails(fx.pool, transport, options), 'and not again').toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect((await fx.pool.query('select status, attempts from private.alert_emails')).rows).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('keep a batch queued when matching dies before committing', async () => {
    await reset();
    const search = await saveSearch(seeker, 'Pune', { city: 'Pune' });
    await list();
    const client = await fx.pool.connect();
    await client.query('begin');
    await client.query('select private.match_published_listings(10)');
    await client.query('rollback');
    client.release();
    expect(await count(fx.pool, 'private.listing_publications'), 'still queued').toBe(1);
    await matchPublishedListings(fx.pool);
    expect(await matchesOf(search)).toHaveLength(1);
  });

  it('send each email once when two workers deliver at once', async () => {
    await reset();
    for (let i = 0; i < 6; i += 1) await saveSearch(seeker, `Search ${i}`, { city: 'Pune' });
    await list();
    await matchPublishedListings(fx.pool);
    const [a, b] = await Promise.all([
      deliverAlertEmails(fx.pool, transport, { ...options, perDay: 100 }),
      deliverAlertEmails(fx.pool, transport, { ...options, perDay: 100 }),
    ]);
    expect(a + b).toBe(6);
    expect(smtp.received).toHaveLength(6);
  });

  it('keep to a person\'s daily email budget, postponing the rest', async () => {
    await reset();
    await saveSearch(seeker, 'First', { city: 'Pune' });
    await saveSearch(seeker, 'Second', { city: 'Pune' });
    await list();
    await matchPublishedListings(fx.pool);
    expect(await deliverAlertEmails(fx.pool, transport, { ...options, perDay: 1 })).toBe(1);
    const { rows } = await fx.pool.query<{ status: string; later: boolean; attempts: number }>(
      `select status, due_at > now() + interval '23 hours' as later, attempts from private.alert_emails where status <> 'sent'`);
    expect(rows).toEqual([{ status: 'pending', later: true, attempts: 0 }]);
  });

  it('write into the development mailbox when there is no SMTP server, in the same transaction as the close', async () => {
    await reset();
    await saveSearch(seeker, 'Pune', { city: 'Pune' });
    const id = await list();
    await matchPublishedListings(fx.pool);
    expect(await deliverAlertEmails(fx.pool, createMailboxTransport(fx.pool), options)).toBe(1);
    const { rows } = await fx.pool.query('select recipient, subject, link from auth.outbox where recipient = $1 order by id desc limit 1', [seekerEmail]);
    expect(rows).toEqual([{ recipient: seekerEmail, subject: 'New home for “Pune”: Sunny 2 BHK in Baner', link: `${SITE}/property/${id}` }]);
  });

  it('report the depth of their queues', async () => {
    await reset();
    const { alertQueueDepths } = await import('../../src/alerts/match.ts');
    await saveSearch(seeker, 'Pune', { city: 'Pune' });
    await list();
    expect(await alertQueueDepths(fx.pool)).toMatchObject({ listingsToMatch: 1, emailsDue: 0 });
    await matchPublishedListings(fx.pool);
    expect(await alertQueueDepths(fx.pool)).toMatchObject({ listingsToMatch: 0, emailsDue: 1, emailsSending: 0 });
  });
});
