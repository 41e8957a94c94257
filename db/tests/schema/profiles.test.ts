import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { attempt, connect, createUser, INSUFFICIENT_PRIVILEGE, signedIn, withActor } from '../helpers/actors.ts';

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
  const { rows } = await client.query(`select * from public.profiles where user_id = $1`, [userId]);
  return rows[0] as Record<string, unknown> | undefined;
}

describe('profile created on sign-up', () => {
  it('fills the profile from the sign-up metadata', async () => {
    const user = await createUser(client, {
      email: 'asha.iyer@example.test',
      metadata: { full_name: 'Asha Iyer', phone: '+91 98450 12345', city: 'Bengaluru', state: 'Karnataka' },
    });
    const profile = await profileOf(user.id);
    expect(profile, 'a profile row exists for the new account').toBeDefined();
    expect(profile, 'profile fields copied from metadata').toMatchObject({
      id: user.id,
      email: 'asha.iyer@example.test',
      full_name: 'Asha Iyer',
      first_name: 'Asha',
      last_name: 'Iyer',
      phone: '+91 98450 12345',
      city: 'Bengaluru',
      state: 'Karnataka',
      email_verified: true,
    });
    // full_name, email, phone, city, state: five of ten fields.
    expect(profile?.profile_completion_percentage, 'completion derived from filled fields').toBe(50);
  });

  it('creates a bare profile when there is no metadata', async () => {
    const user = await createUser(client, { confirmed: false });
    const profile = await profileOf(user.id);
    expect(profile?.full_name, 'no name without metadata').toBeNull();
    expect(profile?.email_verified, 'unconfirmed email is not verified').toBe(false);
    expect(profile?.profile_completion_percentage, 'only the email is filled').toBe(10);
  });

  it('mirrors a confirmed email onto the profile', async () => {
    const user = await createUser(client, { confirmed: false });
    await client.query(`update auth.users set email_confirmed_at = now() where id = $1`, [user.id]);
    expect((await profileOf(user.id))?.email_verified, 'email_verified follows auth.users').toBe(true);
  });
});

describe('profile edits by its owner', () => {
  it('maintains updated_at and recomputes completion on update', async () => {
    const user = await createUser(client, { metadata: { full_name: 'Ravi Kumar' } });
    const before = await profileOf(user.id);
    await withActor(
      client,
      signedIn(user),
      (c) => c.query(`update public.profiles set annual_income = 1200000, preferred_bedrooms = 2 where user_id = $1`, [user.id]),
      { commit: true },
    );
    const after = await profileOf(user.id);
    expect((after?.updated_at as Date) > (before?.updated_at as Date), 'updated_at moved forward').toBe(true);
    expect(after?.profile_completion_percentage, 'two more fields filled').toBe(
      Number(before?.profile_completion_percentage) + 20,
    );
  });

  it.each([
    ['email', `email = 'other@example.test'`],
    ['user_id', `user_id = gen_random_uuid()`],
    ['id', `id = gen_random_uuid()`],
    ['created_at', `created_at = now()`],
    ['updated_at', `updated_at = now()`],
    ['profile_completion_percentage', `profile_completion_percentage = 100`],
    ['email_verified', `email_verified = true`],
  ])('refuses a direct update of %s', async (_column, set) => {
    const user = await createUser(client);
    const result = await withActor(client, signedIn(user), (c) =>
      attempt(c, `update public.profiles set ${set} where user_id = $1`, [user.id]),
    );
    expect(result.ok ? 'allowed' : result.code, 'column-level grant refuses the update').toBe(INSUFFICIENT_PRIVILEGE);
  });
});

describe('the language a person chose', () => {
  const languageOf = async (userId: string) => (await profileOf(userId))?.preferred_language;

  it('is unset until chosen, or the one chosen at sign-up', async () => {
    expect(await languageOf((await createUser(client)).id), 'never chosen').toBeNull();
    const hindi = await createUser(client, { metadata: { full_name: 'Meera Joshi', lang: 'hi' } });
    expect(await languageOf(hindi.id), 'the sign-up metadata').toBe('hi');
    const other = await createUser(client, { metadata: { full_name: 'Ola Nordmann', lang: 'nb' } });
    expect(await languageOf(other.id), 'a language the site does not have').toBeNull();
  });

  it('is changed by its owner', async () => {
    const user = await createUser(client);
    await withActor(client, signedIn(user), (c) => c.query(`update public.profiles set preferred_language = 'hi' where user_id = $1`, [user.id]), {
      commit: true,
    });
    expect(await languageOf(user.id)).toBe('hi');
  });

  it('is not changed by anyone else', async () => {
    const owner = await createUser(client);
    const other = await createUser(client);
    const result = await withActor(
      client,
      signedIn(other),
      (c) => c.query(`update public.profiles set preferred_language = 'hi' where user_id = $1`, [owner.id]),
      { commit: true },
    );
    expect(result.rowCount, 'row-level security hides the row').toBe(0);
    expect(await languageOf(owner.id)).toBeNull();
  });

  it('refuses a language the site does not have', async () => {
    const user = await createUser(client);
    const result = await withActor(client, signedIn(user), (c) =>
      attempt(c, `update public.profiles set preferred_language = 'fr' where user_id = $1`, [user.id]),
    );
    expect(result.ok ? 'allowed' : result.code).toBe('23514');
  });
});
