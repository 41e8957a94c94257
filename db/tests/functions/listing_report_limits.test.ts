import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ADDRESS_LIMIT, REPORT_PERSON_LIMIT } from '@rentals/core/validation/messages';
import { createProperty } from './_fixtures.ts';
import { count, createUser, useDatabase } from './_support.ts';

// One account filed a hundred reports in seconds, and nothing limited reports per address. A
// person files at most 10 reports and an address at most 30 in any 24 hours.
const PER_PERSON = 10;
const PER_ADDRESS = 30;
const insert = `insert into public.listing_reports (property_id, reporter_id, reason, details) values ($1, $2, 'other', $3)`;

/**
 * One REST insert as the gateway makes it: role, claims and the request headers, whose
 * x-forwarded-for is the client address the gateway resolved (null: no such header).
 */
async function reportFrom(pool: pg.Pool, userId: string, propertyId: string, address: string | null): Promise<void> {
  const headers = address === null ? { 'content-type': 'application/json' } : { 'x-forwarded-for': address };
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`,
      [JSON.stringify({ sub: userId, role: 'authenticated', aal: 'aal1' }), JSON.stringify(headers)],
    );
    await client.query(insert, [propertyId, userId, 'x'.repeat(500)]);
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

describe('limits on reports of listings', () => {
  const fx = useDatabase();
  const listings: string[] = [];
  let owner: string;

  beforeAll(async () => {
    owner = await createUser(fx.pool, 'Meera Owner', ['landlord']);
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) listings.push(await createProperty(fx.pool, owner));
    await fx.pool.query('update public.properties set verified = true where listed_by = $1', [owner]);
  });

  const reportsBy = (userId: string) => count(fx.pool, 'public.listing_reports', 'reporter_id = $1', [userId]);

  describe('per person', () => {
    it(`keeps ${PER_PERSON} reports a day, from any addresses; a day later the budget is back`, async () => {
      const person = await createUser(fx.pool, 'Busy Reporter');
      for (const id of listings.slice(0, PER_PERSON)) await reportFrom(fx.pool, person, id, nextAddress());
      await expectLimit(reportFrom(fx.pool, person, listings[PER_PERSON] as string, nextAddress()), REPORT_PERSON_LIMIT);
      expect(await reportsBy(person), 'reports kept').toBe(PER_PERSON);
      await fx.pool.query(`update public.listing_reports set created_at = now() - interval '25 hours' where reporter_id = $1`, [person]);
      await reportFrom(fx.pool, person, listings[PER_PERSON] as string, nextAddress());
      expect(await reportsBy(person), 'reports a day later').toBe(PER_PERSON + 1);
    });
  });

  describe('per address', () => {
    it(`keeps ${PER_ADDRESS} reports a day from one address, whoever sends them; another address is not affected`, async () => {
      const busy = nextAddress();
      const reporters = await Promise.all([1, 2, 3, 4].map((n) => createUser(fx.pool, `Shared Network ${n}`)));
      for (let i = 0; i < PER_ADDRESS; i += 1) await reportFrom(fx.pool, reporters[Math.floor(i / PER_PERSON)] as string, listings[i] as string, busy);
      const fourth = reporters[3] as string;
      await expectLimit(reportFrom(fx.pool, fourth, listings[PER_ADDRESS] as string, busy), REPORT_ADDRESS_LIMIT);
      expect(await count(fx.pool, 'public.listing_reports', 'client_address = $1', [busy]), 'reports kept from the address').toBe(PER_ADDRESS);
      await reportFrom(fx.pool, fourth, listings[PER_ADDRESS] as string, nextAddress());
      expect(await reportsBy(fourth), 'from another address').toBe(1);
    });

    it('gives requests that name no address one shared budget', async () => {
      const reporters = await Promise.all([1, 2, 3, 4].map((n) => createUser(fx.pool, `No Address ${n}`)));
      for (let i = 0; i < PER_ADDRESS; i += 1) await reportFrom(fx.pool, reporters[Math.floor(i / PER_PERSON)] as string, listings[i] as string, null);
      await expectLimit(reportFrom(fx.pool, reporters[3] as string, listings[0] as string, null), REPORT_ADDRESS_LIMIT);
    });
  });
});
