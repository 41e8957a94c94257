import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import {
  anon, callAs, createAdmin, createUser, expectBusinessError, noUser, signedIn, twiceAtOnce, useDatabase, type Actor,
} from './_support.ts';

const call = 'select public.respond_to_lead($1, $2, $3, $4) as status';

describe('respond_to_lead', () => {
  const fx = useDatabase();
  let owner: Actor;
  let applicant: Actor;
  let stranger: Actor;
  let admin: Actor;
  let propertyId: string;

  // One open application per person and listing: each case applies to a listing of its own.
  const application = async () => {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.property_applications (property_id, user_id, move_in_date, notes)
       values ($1, $2, '2026-12-01', 'Family of three') returning id`,
      [await createProperty(fx.pool, owner.sub as string), applicant.sub],
    );
    return (rows[0] as { id: string }).id;
  };
  const visit = async () => {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.property_visits (property_id, user_id, visit_type, scheduled_date)
       values ($1, $2, 'virtual', now() + interval '2 days') returning id`,
      [propertyId, applicant.sub],
    );
    return (rows[0] as { id: string }).id;
  };
  const row = async (table: string, id: string) =>
    (await fx.pool.query(`select status::text, owner_reply, responded_at from public.${table} where id = $1`, [id])).rows[0];

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Owner', ['landlord']), 'owner');
    applicant = signedIn(await createUser(fx.pool, 'Neha Applicant', ['tenant']), 'applicant');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ({ aal2: admin } = await createAdmin(fx.pool));
    propertyId = await createProperty(fx.pool, owner.sub as string);
  });

  describe('owner', () => {
    it('accepts an application with a reply: approved, reply and time recorded', async () => {
      const id = await application();
      const result = await callAs(fx.pool, owner, call, ['application', id, true, '  Welcome, call me on Sunday  ']);
      expect(result[0]?.status, 'new status').toBe('approved');
      const stored = await row('property_applications', id);
      expect(stored?.status, 'stored status').toBe('approved');
      expect(stored?.owner_reply, 'reply trimmed').toBe('Welcome, call me on Sunday');
      expect(stored?.responded_at, 'time of the answer').not.toBeNull();
    });

    it('declines an application: rejected, a blank reply stays empty', async () => {
      const id = await application();
      expect((await callAs(fx.pool, owner, call, ['application', id, false, '   ']))[0]?.status, 'declined').toBe('rejected');
      expect((await row('property_applications', id))?.owner_reply, 'no reply').toBeNull();
    });

    it('accepts a visit request as scheduled and declines one as cancelled', async () => {
      const yes = await visit();
      const no = await visit();
      expect((await callAs(fx.pool, owner, call, ['visit', yes, true, null]))[0]?.status, 'accepted visit').toBe('scheduled');
      expect((await callAs(fx.pool, owner, call, ['visit', no, false, null]))[0]?.status, 'declined visit').toBe('cancelled');
    });

    it('answers a lead once: a second answer is refused, two at once give one answer', async () => {
      const id = await application();
      await callAs(fx.pool, owner, call, ['application', id, true, null]);
      await expectBusinessError(callAs(fx.pool, owner, call, ['application', id, false, null]), 'This lead has already been answered');
      const raced = await visit();
      const results = await twiceAtOnce(fx.pool, owner, call, ['visit', raced, true, null], ['visit', raced, false, null]);
      expect(results.filter((r) => r.status === 'fulfilled').length, 'exactly one answer').toBe(1);
    });

    it('refuses a withdrawn application', async () => {
      const id = await application();
      await fx.pool.query(`update public.property_applications set status = 'withdrawn' where id = $1`, [id]);
      await expectBusinessError(callAs(fx.pool, owner, call, ['application', id, true, null]), 'This lead has already been answered');
    });

    it('validates kind, ids and reply length', async () => {
      const id = await application();
      await expectBusinessError(callAs(fx.pool, owner, call, ['offer', id, true, null]), 'Lead kind must be application or visit');
      await expectBusinessError(callAs(fx.pool, owner, call, ['application', null, true, null]), 'Lead and answer are required');
      await expectBusinessError(callAs(fx.pool, owner, call, ['application', id, true, 'x'.repeat(1001)]), 'Reply must be at most 1,000 characters');
    });
  });

  describe('others', () => {
    it('the applicant cannot answer their own application', async () => {
      const id = await application();
      await expectBusinessError(callAs(fx.pool, applicant, call, ['application', id, true, null]), 'Lead not found');
    });

    it('a stranger and an admin are not the owner', async () => {
      const id = await visit();
      await expectBusinessError(callAs(fx.pool, stranger, call, ['visit', id, true, null]), 'Lead not found');
      await expectBusinessError(callAs(fx.pool, admin, call, ['visit', id, true, null]), 'Lead not found');
      expect((await row('property_visits', id))?.status, 'still requested').toBe('requested');
    });

    it('refuses a caller without a user', async () => {
      const id = await visit();
      await expectBusinessError(callAs(fx.pool, noUser, call, ['visit', id, true, null]), 'No authenticated user');
    });

    it('is not callable by anon', async () => {
      const id = await visit();
      await expect(callAs(fx.pool, anon, call, ['visit', id, true, null]), 'anon has no execute right').rejects.toThrow(/permission denied/);
    });

    it('the applicant cannot write the owner reply directly', async () => {
      const id = await application();
      await expect(
        callAs(fx.pool, applicant, `update public.property_applications set owner_reply = 'Approved by me' where id = $1`, [id]),
        'no column grant',
      ).rejects.toThrow(/permission denied/);
    });
  });
});
