// A profile's phone follows the account's confirmed mobile number (the auth server's writes to
// auth.users), and a verified number is changed only through the auth server: as its owner, as an
// admin and as a stranger, through the same role switch and claims the gateway uses.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { attempt, connect, createUser, signedIn, withActor, type TestUser } from '../helpers/actors.ts';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

async function profileOf(userId: string) {
  const { rows } = await client.query<{ phone: string | null; phone_verified: boolean; profile_completion_percentage: number }>(
    'select phone, phone_verified, profile_completion_percentage from public.profiles where user_id = $1',
    [userId],
  );
  return rows[0];
}

/** What the auth server writes when a texted code is right: the number, confirmed. */
async function confirmPhone(userId: string, phone: string) {
  await client.query('update auth.users set phone = $2, phone_confirmed_at = now() where id = $1', [userId, phone]);
}

describe('the auth server confirms a number', () => {
  it('a phone sign-up: the profile takes the confirmed number and says it is verified', async () => {
    const { rows } = await client.query<{ id: string }>(
      `insert into auth.users (phone, raw_user_meta_data) values ('919812300001', '{"full_name": "Kiran Rao"}') returning id`,
    );
    const id = rows[0]!.id;
    expect(await profileOf(id), 'an unconfirmed number is not verified').toMatchObject({ phone_verified: false });
    await client.query('update auth.users set phone_confirmed_at = now() where id = $1', [id]);
    expect(await profileOf(id), 'the confirmed number, with its +').toMatchObject({ phone: '+919812300001', phone_verified: true });
  });

  it('an email account adds a number: the profile\'s typed phone gives way to it', async () => {
    const user = await createUser(client, { metadata: { full_name: 'Asha Iyer', phone: '+91 98450 12345' } });
    await confirmPhone(user.id, '919812300002');
    expect(await profileOf(user.id)).toMatchObject({ phone: '+919812300002', phone_verified: true });
  });

  it('a number the auth server takes away is no longer verified; the profile keeps it as contact', async () => {
    const user = await createUser(client, { metadata: { full_name: 'Dev Shah' } });
    await confirmPhone(user.id, '919812300003');
    await client.query('update auth.users set phone = null, phone_confirmed_at = null where id = $1', [user.id]);
    expect(await profileOf(user.id)).toMatchObject({ phone: '+919812300003', phone_verified: false });
  });

  it('a confirmed number that is no Indian mobile leaves the profile alone rather than failing the auth server', async () => {
    const user = await createUser(client, { metadata: { full_name: 'Sam Lee', phone: '+91 98450 12399' } });
    await confirmPhone(user.id, '14155550100');
    expect(await profileOf(user.id)).toMatchObject({ phone: '+91 98450 12399', phone_verified: false });
  });
});

describe('a verified number on the profile, through the API', () => {
  let owner: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    owner = await createUser(client, { metadata: { full_name: 'Meera Iyer' } });
    admin = await createUser(client, { metadata: { full_name: 'Asha Admin' }, roles: ['admin'] });
    stranger = await createUser(client, { metadata: { full_name: 'Stranger' } });
    await confirmPhone(owner.id, '919812300010');
  });

  const setPhone = (phone: string | null) => `update public.profiles set phone = ${phone === null ? 'null' : `'${phone}'`} where user_id = $1 returning phone`;

  it('owner: another number is refused with the message the profile form shows beside the phone', async () => {
    const result = await withActor(client, signedIn(owner), (c) => attempt(c, setPhone('+91 98765 43210'), [owner.id]));
    expect(result, 'a different number').toMatchObject({ ok: false, code: 'P0001', message: 'Your mobile number is verified: change it in Settings, with a code' });
    const cleared = await withActor(client, signedIn(owner), (c) => attempt(c, setPhone(null), [owner.id]));
    expect(cleared, 'clearing it').toMatchObject({ ok: false, code: 'P0001' });
  });

  it('owner: the same number typed another way saves, kept as stored; other fields save', async () => {
    const same = await withActor(client, signedIn(owner), (c) => attempt<{ phone: string }>(c, setPhone('098123-00010'), [owner.id]));
    expect(same, 'the same number').toMatchObject({ ok: true, rows: [{ phone: '+919812300010' }] });
    const city = await withActor(client, signedIn(owner), (c) =>
      attempt(c, `update public.profiles set city = 'Pune', phone = '+919812300010' where user_id = $1`, [owner.id]));
    expect(city, 'the whole form with the number unchanged').toMatchObject({ ok: true, rowCount: 1 });
  });

  it('owner: phone_verified is not theirs to write', async () => {
    const result = await withActor(client, signedIn(owner), (c) =>
      attempt(c, 'update public.profiles set phone_verified = true where user_id = $1', [owner.id]));
    expect(result, 'column not granted').toMatchObject({ ok: false, code: '42501' });
  });

  it('admin (aal2): the verified number is not changed on the profile either', async () => {
    const result = await withActor(client, signedIn(admin, 'aal2'), (c) => attempt(c, setPhone('+91 98765 43210'), [owner.id]));
    expect(result, 'refused for an admin too').toMatchObject({ ok: false, code: 'P0001' });
  });

  it('stranger: updates no one else\'s profile', async () => {
    const result = await withActor(client, signedIn(stranger), (c) => attempt(c, setPhone('+91 98765 43210'), [owner.id]));
    expect(result, 'row-level security hides the row').toMatchObject({ ok: true, rowCount: 0 });
  });

  it('a profile without a verified number keeps its free-typed phone', async () => {
    const result = await withActor(client, signedIn(stranger), (c) => attempt(c, setPhone('+91 98765 43210'), [stranger.id]));
    expect(result, 'unverified phones are the person\'s own to type').toMatchObject({ ok: true, rowCount: 1 });
  });

  it('the admin\'s Users search finds the number however it is typed, and says it is verified', async () => {
    const { rows } = await withActor(client, signedIn(admin, 'aal2'), (c) =>
      c.query<{ id: string; phone: string; phone_verified: boolean }>(`select id, phone, phone_verified from public.admin_search_users('98123 00010')`));
    expect(rows, 'one person').toEqual([{ id: owner.id, phone: '+919812300010', phone_verified: true }]);
    const viewed = await withActor(client, signedIn(admin, 'aal2'), (c) =>
      c.query('select phone_verified from public.admin_user_profiles where id = $1', [owner.id]));
    expect(viewed.rows, 'the CRM view says so too').toEqual([{ phone_verified: true }]);
  });
});
