import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select user_id, full_name, phone from public.lead_contacts() order by full_name';

describe('lead_contacts', () => {
  const fx = useDatabase();
  let owner: Actor;
  let otherOwner: Actor;
  let applicant: Actor;
  let visitor: Actor;
  let elsewhere: Actor;

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Owner', ['landlord']), 'owner');
    otherOwner = signedIn(await createUser(fx.pool, 'Rekha Otherowner', ['landlord']), 'other owner');
    applicant = signedIn(await createUser(fx.pool, 'Neha Applicant'), 'applicant');
    visitor = signedIn(await createUser(fx.pool, 'Arjun Visitor'), 'visitor');
    elsewhere = signedIn(await createUser(fx.pool, 'Zoya Elsewhere'), 'elsewhere');
    const mine = await createProperty(fx.pool, owner.sub as string);
    const theirs = await createProperty(fx.pool, otherOwner.sub as string);
    await fx.pool.query(`insert into public.property_applications (property_id, user_id, status) values ($1, $2, 'withdrawn'), ($1, $2, 'pending')`,
      [mine, applicant.sub]);
    await fx.pool.query(`insert into public.property_visits (property_id, user_id) values ($1, $2)`, [mine, visitor.sub]);
    await fx.pool.query(`insert into public.property_applications (property_id, user_id) values ($1, $2)`, [theirs, elsewhere.sub]);
  });

  it('gives an owner the contacts of the people who applied or asked to visit, once each', async () => {
    const rows = await callAs(fx.pool, owner, call);
    expect(rows, 'applicant and visitor only').toEqual([
      { user_id: visitor.sub, full_name: 'Arjun Visitor', phone: '+91 98765 43210' },
      { user_id: applicant.sub, full_name: 'Neha Applicant', phone: '+91 98765 43210' },
    ]);
  });

  it("never returns another owner's leads", async () => {
    const rows = await callAs(fx.pool, otherOwner, call);
    expect(rows.map((row) => row.full_name), 'only their own lead').toEqual(['Zoya Elsewhere']);
  });

  it('gives an applicant nobody, not even the owner', async () => {
    expect(await callAs(fx.pool, applicant, call), 'no listings, no leads').toEqual([]);
  });

  it('is not callable by anon', async () => {
    await expect(callAs(fx.pool, anon, call), 'anon has no execute right').rejects.toThrow(/permission denied/);
  });
});
