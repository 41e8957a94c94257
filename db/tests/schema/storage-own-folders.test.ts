import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { anon, connect, createUser, signedIn, withActor, type TestUser } from '../helpers/actors.ts';

/**
 * public.is_own_storage_name: the one rule behind every property-images write policy. A name is the
 * caller's when it is avatars/<their id> plus only an extension, a -suffix or a sub-folder, or
 * properties/<their id>/...
 */

let db: TestDatabase;
let client: pg.Client;
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  me = await createUser(client);
  other = await createUser(client);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

async function own(names: string[]): Promise<boolean[]> {
  return withActor(client, signedIn(me), async (c) => {
    const { rows } = await c.query<{ own: boolean }>('select public.is_own_storage_name(n) as own from unnest($1::text[]) with ordinality as t(n, i) order by i', [names]);
    return rows.map((row) => row.own);
  });
}

describe('a signed-in user', () => {
  it('owns their avatar name, with an extension, a -suffix or a sub-folder, and their properties folder', async () => {
    const names = [`avatars/${me.id}`, `avatars/${me.id}.png`, `avatars/${me.id}-me.webp`, `avatars/${me.id}/face.png`, `properties/${me.id}/a/b.png`];
    expect(await own(names), names.join(', ')).toEqual(names.map(() => true));
  });

  it('owns nothing that only starts like their id, and nothing of another user', async () => {
    const names = [
      `avatars/${me.id}x.png`,
      `avatars/${me.id}.png/x`,
      `avatars/${me.id}-/x.png`,
      `avatars/${me.id}/`,
      `properties/${me.id}`,
      `properties/${me.id}/`,
      `properties/${me.id}x/a.png`,
      `avatars/${other.id}.png`,
      `properties/${other.id}/a.png`,
      `elsewhere/${me.id}/a.png`,
    ];
    expect(await own(names), names.join(', ')).toEqual(names.map(() => false));
  });
});

describe('anon', () => {
  it('cannot call the helper (no grant)', async () => {
    const failure = await withActor(client, anon, (c) => c.query(`select public.is_own_storage_name('avatars/x')`)).catch(
      (error: { code?: string }) => error.code,
    );
    expect(failure, 'permission denied for anon').toBe('42501');
  });
});
