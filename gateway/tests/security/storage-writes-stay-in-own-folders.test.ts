import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';

// Finding 4: a tenant moved an object into the landlord's folders, after which the landlord's
// own upload there was refused. Every write path must check the destination in the policy.
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const image = { contentType: 'image/png' };
const bucket = (who: 'a' | 'b') => f[who].client.storage.from('property-images');
const landlord = () => f.a.id;

async function rowOwner(name: string) {
  const { rows } = await f.gateway.db.query<{ owner: string }>(
    `select owner from storage.objects where bucket_id = 'property-images' and name = $1`,
    [name],
  );
  return rows[0]?.owner ?? null;
}

describe('a tenant writing into the landlord’s folders', () => {
  beforeAll(async () => {
    expect((await bucket('b').upload(`properties/${f.b.id}/mine.png`, PNG, image)).error).toBeNull();
    expect((await bucket('a').upload(`properties/${landlord()}/listing.png`, PNG, image)).error).toBeNull();
  });

  it('is refused on upload (POST) and on upsert (PUT)', async () => {
    for (const name of [`properties/${landlord()}/x.png`, `avatars/${landlord()}.png`]) {
      const created = await bucket('b').upload(name, PNG, image);
      expect(created.error, `upload to ${name}`).toMatchObject({ statusCode: '403' });
      const upserted = await bucket('b').upload(name, PNG, { ...image, upsert: true });
      expect(upserted.error, `upsert to ${name}`).toMatchObject({ statusCode: '403' });
      expect(await rowOwner(name), `no row at ${name}`).toBeNull();
    }
    const replaced = await bucket('b').update(`properties/${landlord()}/listing.png`, PNG, image);
    expect(replaced.error, 'update of the landlord’s photo').toMatchObject({ statusCode: '403' });
    expect(await rowOwner(`properties/${landlord()}/listing.png`)).toBe(landlord());
  });

  it('is refused on move', async () => {
    for (const name of [`properties/${landlord()}/moved.png`, `avatars/${landlord()}.png`]) {
      const { error } = await bucket('b').move(`properties/${f.b.id}/mine.png`, name);
      expect(error, `move to ${name}`).toMatchObject({ statusCode: '403' });
      expect(await rowOwner(name), `no row at ${name}`).toBeNull();
    }
    expect(await rowOwner(`properties/${f.b.id}/mine.png`), 'the source stays').toBe(f.b.id);
  });

  it('is refused on copy, from the tenant’s object or from the landlord’s own', async () => {
    // The landlord's own object is not even visible to the tenant (only owners list and read
    // rows of storage.objects), so copying it is "not found".
    const copies = [
      [`properties/${f.b.id}/mine.png`, `avatars/${landlord()}.png`, '403'],
      [`properties/${landlord()}/listing.png`, `properties/${landlord()}/copy.png`, '404'],
    ] as const;
    for (const [from, to, statusCode] of copies) {
      const { error } = await bucket('b').copy(from, to);
      expect(error, `copy ${from} to ${to}`).toMatchObject({ statusCode });
      expect(await rowOwner(to), `no row at ${to}`).toBeNull();
    }
  });

  it('leaves the landlord free to upload there afterwards', async () => {
    for (const name of [`avatars/${landlord()}.png`, `properties/${landlord()}/moved.png`]) {
      const { error } = await bucket('a').upload(name, PNG, image);
      expect(error, `landlord upload to ${name}`).toBeNull();
      expect(await rowOwner(name)).toBe(landlord());
    }
  });

  it('lets the landlord replace a name taken before the fix', async () => {
    const name = `properties/${landlord()}/squatted.png`;
    await f.gateway.db.query(
      `insert into storage.objects (bucket_id, name, owner, metadata) values ('property-images', $1, $2, '{}')`,
      [name, f.b.id],
    );
    const { error } = await bucket('a').upload(name, PNG, { ...image, upsert: true });
    expect(error, 'landlord upsert over a squatted name').toBeNull();
    expect(await rowOwner(name)).toBe(landlord());
  });
});

describe('avatar names', () => {
  it('are the user id followed only by an extension, a -suffix or a sub-folder', async () => {
    const me = f.b.id;
    for (const name of [`avatars/${me}.png`, `avatars/${me}-profile.png`, `avatars/${me}/face.png`]) {
      const { error } = await bucket('b').upload(name, PNG, { ...image, upsert: true });
      expect(error, `upload to ${name}`).toBeNull();
    }
    for (const name of [`avatars/${me}x.png`, `avatars/${me}.png.d/x.png`, `avatars/${me}-/x.png`]) {
      const { error } = await bucket('b').upload(name, PNG, image);
      expect(error, `upload to ${name}`).toMatchObject({ statusCode: '403' });
    }
  });
});
