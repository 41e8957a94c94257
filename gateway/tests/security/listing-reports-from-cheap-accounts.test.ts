import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ADDRESS_LIMIT, REPORT_PERSON_LIMIT } from '@rentals/core/validation/messages';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';
import { requestFrom } from './fromAddress.ts';

// Three sign-ups, each with a session at once, took any listing out of search with three fraud
// reports (50 listings in 12 s, again after every dismissal), and one account filed 100 reports of
// 500 characters in 6.5 s. Through the REST API: only established reporters (a confirmed address,
// an account a day old) hold a listing, and reports are limited per person and per client address.
const PER_PERSON = 10;
const PER_ADDRESS = 30;

let dg: DomainGateway;
let admin: Session;
let owner: string;
const listings: string[] = [];
let people = 0;

beforeAll(async () => {
  dg = await startDomainGateway();
  admin = await dg.raiseToAal2(await dg.signIn(await dg.account('Asha Admin', ['admin'])));
  owner = (await dg.account('Meera Owner', ['landlord'])).id;
  const rows = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, locality, rent, deposit, bedrooms, property_type)
     select '2 BHK in Baner ' || n, $1, 'available', true, 'pune', 'Baner', 28000, 56000, 2, 'Apartment'
       from generate_series(1, $2) as n returning id`,
    [owner, PER_ADDRESS + 5],
  );
  listings.push(...rows.map((row) => row.id));
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

/** A signed-in person whose account was made `ageHours` ago, with a confirmed email or not. */
async function reporter(history: { confirmed: boolean; ageHours: number }): Promise<Session> {
  people += 1;
  const session = await dg.signIn(await dg.account(`Reporter ${people}`));
  await dg.sql(
    `update auth.users set created_at = now() - make_interval(hours => $2),
            email_confirmed_at = case when $3 then now() - make_interval(hours => $2) end where id = $1`,
    [session.id, history.ageHours, history.confirmed],
  );
  return session;
}
const FRESH = { confirmed: true, ageHours: 0 };
const UNCONFIRMED = { confirmed: false, ageHours: 24 * 30 };
const ESTABLISHED = { confirmed: true, ageHours: 48 };

/** POST /rest/v1/listing_reports as the person, from a client address of its own. */
function report(session: Session, propertyId: string, from = '127.0.0.1', reason = 'fraud', details: string | null = null) {
  return requestFrom(from, `${dg.url}/rest/v1/listing_reports`, {
    headers: { apikey: dg.gateway.keys.anonKey, authorization: `Bearer ${session.accessToken}`, prefer: 'return=minimal' },
    body: { property_id: propertyId, reporter_id: session.id, reason, details },
  });
}

async function inSearch(id: string): Promise<boolean> {
  const { data } = await dg.anon().from('properties').select('id').eq('id', id);
  return (data ?? []).length === 1;
}

async function queued(id: string) {
  const { data, error } = await admin.client
    .from('listing_report_queue')
    .select('report_count, held, counted_fraud_reports')
    .eq('property_id', id);
  expect(error).toBeNull();
  return data?.[0];
}

describe('fraud reports', () => {
  it('from three fresh accounts and three that never confirmed leave the listing in search, waiting in the queue', async () => {
    const id = listings[0] as string;
    for (const history of [FRESH, FRESH, FRESH, UNCONFIRMED, UNCONFIRMED, UNCONFIRMED]) {
      expect((await report(await reporter(history), id)).status, 'report stored').toBe(201);
    }
    expect(await inSearch(id), 'still in search').toBe(true);
    expect(await queued(id), 'reported, not held, none counted').toEqual({ report_count: 6, held: false, counted_fraud_reports: 0 });
  });

  it('from three established people take the listing out of search', async () => {
    const id = listings[1] as string;
    for (const n of [1, 2, 3]) {
      expect((await report(await reporter(ESTABLISHED), id)).status, `report ${n}`).toBe(201);
      expect(await inSearch(id), `after ${n} established reports`).toBe(n < 3);
    }
    expect(await queued(id), 'held').toEqual({ report_count: 3, held: true, counted_fraud_reports: 3 });
  });
});

describe('report spam', () => {
  // Listings nobody reported for fraud above, so every one is still in search.
  const open = (i: number) => listings[i + 2] as string;
  it(`one person files ${PER_PERSON} reports a day, from any address; the rest are 429 with the limit's message`, async () => {
    const spammer = await reporter(ESTABLISHED);
    const statuses: number[] = [];
    let refusal: { code?: string; message?: string } = {};
    for (let i = 0; i < PER_PERSON + 3; i += 1) {
      const answer = await report(spammer, open(i), `127.0.1.${i + 1}`, 'other', 'x'.repeat(500));
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer.json();
    }
    expect(statuses).toEqual([...Array(PER_PERSON).fill(201), 429, 429, 429]);
    expect(refusal).toMatchObject({ code: 'PT429', message: REPORT_PERSON_LIMIT });
    const [kept] = await dg.sql<{ n: number }>('select count(*)::int as n from public.listing_reports where reporter_id = $1', [spammer.id]);
    expect(kept?.n, 'reports kept').toBe(PER_PERSON);
  });

  it(`one address files ${PER_ADDRESS} reports a day, whoever signs in; another address still reports`, async () => {
    const shared = '127.0.2.1';
    const accounts = await Promise.all([1, 2, 3, 4].map(() => reporter(ESTABLISHED)));
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i += 1) {
      statuses.push((await report(accounts[Math.floor(i / PER_PERSON)] as Session, open(i), shared, 'duplicate')).status);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(201), 429]);
    const refused = await report(accounts[3] as Session, open(PER_ADDRESS + 1), shared, 'duplicate');
    expect(refused.json()).toMatchObject({ code: 'PT429', message: REPORT_ADDRESS_LIMIT });
    expect((await report(accounts[3] as Session, open(PER_ADDRESS + 1), '127.0.2.2', 'duplicate')).status, 'another address').toBe(201);
  });
});
