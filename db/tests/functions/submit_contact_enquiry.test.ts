import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_ADDRESS_LIMIT,
  CONTACT_EMAIL_LIMIT,
  CONTACT_EMAIL_TOO_LONG,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  CONTACT_TOO_FAST,
  CONTACT_TOPIC_INVALID,
  INVALID_EMAIL,
  NAME_REQUIRED,
} from '@rentals/core/validation/messages';
import { anon, callAs, count, createAdmin, createUser, expectBusinessError, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.submit_contact_enquiry($1, $2, $3, $4, $5, $6, $7)';

interface Enquiry {
  name?: string | null;
  email?: string | null;
  topic?: string | null;
  message?: string | null;
  phone?: string | null;
  website?: string | null;
  fill_seconds?: number | null;
}

let counter = 0;
/** A valid enquiry from an address of its own, so tests do not share limits unless they mean to. */
function enquiry(change: Enquiry = {}): Enquiry {
  counter += 1;
  return {
    name: 'Meera Iyer',
    email: `meera.${counter}@example.in`,
    topic: 'guaranteed_lease',
    message: 'We own a 3 BHK in Whitefield. How does the guaranteed lease work?',
    phone: '+91 98765 43210',
    website: '',
    fill_seconds: 12,
    ...change,
  };
}

const params = (e: Enquiry) => [e.name, e.email, e.topic, e.message, e.phone, e.website, e.fill_seconds];

/**
 * One RPC request as the gateway makes it: role, claims and the request headers (lowercased) as
 * transaction settings. `forwardedFor` is what the site server sends as x-forwarded-for.
 */
async function send(pool: pg.Pool, e: Enquiry, forwardedFor: string | null, actor: Actor = anon): Promise<void> {
  const role = actor.sub ? 'authenticated' : 'anon';
  const claims = actor.sub ? { sub: actor.sub, role, aal: 'aal1' } : { role };
  const headers = forwardedFor === null ? { 'content-type': 'application/json' } : { 'x-forwarded-for': forwardedFor };
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)`,
      [role, JSON.stringify(claims), JSON.stringify(headers)],
    );
    await client.query(call, params(e));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function expectLimit(sending: Promise<unknown>, message: string): Promise<void> {
  const error = await sending.then(() => undefined, (caught: unknown) => caught as { code?: string; message?: string });
  expect(error, `expected the limit "${message}"`).toBeDefined();
  expect(error?.code, 'PT429 answers 429 Too Many Requests through the API').toBe('PT429');
  expect(error?.message).toBe(message);
}

let address = 0;
const nextAddress = () => `203.0.113.${(address += 1)}`;

describe('submit_contact_enquiry', () => {
  const fx = useDatabase();
  const stored = (email: string) => count(fx.pool, 'public.contact_enquiries', 'email = $1', [email]);

  describe('a visitor (anon)', () => {
    it('stores the enquiry trimmed, with the email lowercased and the first forwarded address', async () => {
      const e = enquiry({ name: '  Meera Iyer ', email: ' Meera.Iyer@Example.IN ', phone: '  ', message: '  Is my flat in Baner eligible for managed rental?  ' });
      await send(fx.pool, e, '198.51.100.7, 10.0.0.2');
      const { rows } = await fx.pool.query(
        `select name, email, phone, topic, message, user_id, client_address from public.contact_enquiries where email = 'meera.iyer@example.in'`,
      );
      expect(rows, 'stored row').toEqual([{
        name: 'Meera Iyer', email: 'meera.iyer@example.in', phone: null, topic: 'guaranteed_lease',
        message: 'Is my flat in Baner eligible for managed rental?', user_id: null, client_address: '198.51.100.7',
      }]);
    });

    it.each([
      [{ name: '   ' }, NAME_REQUIRED],
      [{ name: null }, NAME_REQUIRED],
      [{ name: 'x'.repeat(101) }, CONTACT_NAME_TOO_LONG],
      [{ email: 'meera@' }, INVALID_EMAIL],
      [{ email: 'meera iyer@example.in' }, INVALID_EMAIL],
      [{ email: `${'a'.repeat(250)}@example.in` }, CONTACT_EMAIL_TOO_LONG],
      [{ phone: 'call me after six' }, CONTACT_PHONE_INVALID],
      [{ topic: 'mortgages' }, CONTACT_TOPIC_INVALID],
      [{ topic: null }, CONTACT_TOPIC_INVALID],
      [{ message: ' Hello ' }, CONTACT_MESSAGE_TOO_SHORT],
      [{ message: 'x'.repeat(4001) }, CONTACT_MESSAGE_TOO_LONG],
      [{ fill_seconds: 2 }, CONTACT_TOO_FAST],
    ] as const)('refuses %j with "%s" and stores nothing', async (change, message) => {
      const e = enquiry(change);
      await expectBusinessError(send(fx.pool, e, nextAddress()), message);
      expect(await count(fx.pool, 'public.contact_enquiries', 'client_address = $1', [`203.0.113.${address}`]), 'rows').toBe(0);
    });

    it('accepts the edges: 100-character name, 10 and 4,000-character messages, 3 seconds, no fill time', async () => {
      for (const change of [
        { name: 'n'.repeat(100) },
        { message: 'm'.repeat(10) },
        { message: 'm'.repeat(4000) },
        { fill_seconds: 3 },
        { fill_seconds: null, phone: null },
      ]) {
        const e = enquiry(change);
        await send(fx.pool, e, nextAddress());
        expect(await stored(e.email as string), `stored with ${JSON.stringify(change).slice(0, 40)}`).toBe(1);
      }
    });

    it('stores nothing and reports nothing when the hidden honeypot field is filled', async () => {
      const e = enquiry({ website: 'https://cheap-seo.example' });
      await send(fx.pool, e, nextAddress());
      expect(await stored(e.email as string), 'rows').toBe(0);
    });
  });

  describe('a signed-in person', () => {
    it('is recorded as the sender', async () => {
      const userId = await createUser(fx.pool, 'Kabir Tenant');
      const e = enquiry({ topic: 'tenant_verification' });
      await send(fx.pool, e, nextAddress(), signedIn(userId));
      const { rows } = await fx.pool.query('select user_id from public.contact_enquiries where email = $1', [e.email]);
      expect(rows, 'sender').toEqual([{ user_id: userId }]);
    });
  });

  describe('spam limits', () => {
    it('keeps 3 enquiries per email address an hour, whatever the case or address', async () => {
      const email = 'burst.sender@example.in';
      for (const spelled of [email, 'Burst.Sender@example.in', ` ${email} `]) await send(fx.pool, enquiry({ email: spelled }), nextAddress());
      await expectLimit(send(fx.pool, enquiry({ email }), nextAddress()), CONTACT_EMAIL_LIMIT);
      expect(await stored(email), 'rows kept').toBe(3);
      // An hour later the budget is back.
      await fx.pool.query(`update public.contact_enquiries set created_at = now() - interval '61 minutes' where email = $1`, [email]);
      await send(fx.pool, enquiry({ email }), nextAddress());
      expect(await stored(email), 'rows after an hour').toBe(4);
    });

    it('keeps 10 enquiries per client address an hour; another address is not affected', async () => {
      const busy = nextAddress();
      for (let i = 0; i < 10; i += 1) await send(fx.pool, enquiry(), busy);
      await expectLimit(send(fx.pool, enquiry(), busy), CONTACT_ADDRESS_LIMIT);
      await expectLimit(send(fx.pool, enquiry(), `${busy}, 192.0.2.1`), CONTACT_ADDRESS_LIMIT);
      expect(await count(fx.pool, 'public.contact_enquiries', 'client_address = $1', [busy]), 'rows kept').toBe(10);
      const e = enquiry();
      await send(fx.pool, e, nextAddress());
      expect(await stored(e.email as string), 'another address').toBe(1);
    });

    it('gives requests that name no address one shared budget', async () => {
      for (let i = 0; i < 10; i += 1) await send(fx.pool, enquiry(), null);
      await expectLimit(send(fx.pool, enquiry(), null), CONTACT_ADDRESS_LIMIT);
      await expectLimit(send(fx.pool, enquiry(), ''), CONTACT_ADDRESS_LIMIT);
    });

    it('lets only 3 of 5 simultaneous enquiries with one email through', async () => {
      const email = 'simultaneous@example.in';
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => send(fx.pool, enquiry({ email }), nextAddress())));
      expect(results.filter((r) => r.status === 'fulfilled'), 'accepted').toHaveLength(3);
      expect(await stored(email), 'rows').toBe(3);
    });
  });

  describe('reading enquiries', () => {
    let admin: { aal2: Actor; aal1: Actor };
    let user: Actor;
    beforeAll(async () => {
      admin = await createAdmin(fx.pool);
      user = signedIn(await createUser(fx.pool, 'Nosy Neighbour'));
    });
    const total = () => count(fx.pool, 'public.contact_enquiries');

    it('anon may neither read nor insert', async () => {
      await expect(callAs(fx.pool, anon, 'select * from public.contact_enquiries'), 'anon select').rejects.toMatchObject({ code: '42501' });
      await expect(
        callAs(fx.pool, anon, `insert into public.contact_enquiries (name, email, topic, message) values ('A', 'a@b.in', 'general', 'Skipping the checks')`),
        'anon insert',
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in person who is not an admin sees none and may not insert', async () => {
      expect(await callAs(fx.pool, user, 'select * from public.contact_enquiries'), 'rows seen').toEqual([]);
      await expect(
        callAs(fx.pool, user, `insert into public.contact_enquiries (name, email, topic, message) values ('A', 'a@b.in', 'general', 'Skipping the checks')`),
        'insert',
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('an admin with the second factor reads every enquiry; at aal1 none', async () => {
      const seen = await callAs<{ n: number }>(fx.pool, admin.aal2, 'select count(*)::int as n from public.contact_enquiries');
      expect(seen[0]?.n, 'admin (aal2)').toBe(await total());
      expect(await total(), 'enquiries exist').toBeGreaterThan(0);
      expect(await callAs(fx.pool, admin.aal1, 'select * from public.contact_enquiries'), 'admin (aal1)').toEqual([]);
    });
  });
});
