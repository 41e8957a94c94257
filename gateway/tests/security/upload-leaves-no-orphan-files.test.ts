import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayProcess } from './gatewayProcess.ts';
import { startGateway } from '../../src/server.ts';
import { cleanStagedUploads, STAGING_GRACE_MS } from '../../src/storage/leftovers.ts';
import { objectFile } from '../../src/storage/paths.ts';
import { stagedName, stagingDir } from '../../src/storage/staging.ts';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';

// Finding 10: an upload cut between writing its bytes and committing its row left a file that no
// catalogue row names. Bytes now wait in a staging folder until the row commits.

/** Every stored file outside the staging folder, relative to the storage root. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'storage');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`~staging${path.sep}`));
}

const staged = (dataDir: string) => (fs.existsSync(stagingDir({ dataDir })) ? fs.readdirSync(stagingDir({ dataDir })) : []);

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a gateway killed between writing an upload and committing its row', () => {
  let db: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-orphans-'));
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no stored file, and the next start removes the staged bytes', async () => {
    const gateway = await gatewayProcess(db.url, dataDir);
    const locker = new pg.Client({ connectionString: db.url });
    const observer = new pg.Client({ connectionString: db.url });
    await Promise.all([locker.connect(), observer.connect()]);
    try {
      // Holding the table makes the upload's INSERT wait: the bytes are written, the row is not.
      await locker.query('begin; lock table storage.objects in exclusive mode');
      const upload = fetch(`${gateway.url}/storage/v1/object/property-images/properties/cut/photo.png`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gateway.serviceKey}`, 'content-type': 'image/png' },
        body: PNG,
      }).catch(() => null);
      for (let waiting = 0; waiting === 0; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await observer.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity
            where wait_event_type = 'Lock' and query like 'insert into storage.objects%'`,
        );
        waiting = rows[0]!.count;
      }
      await killHard(gateway.child);
      await upload;
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }
    const { rowCount } = await observer.query(`select 1 from storage.objects where name = 'properties/cut/photo.png'`);
    expect(rowCount, 'no row committed').toBe(0);
    expect(storedFiles(dataDir), 'no stored file without a row').toEqual([]);
    expect(staged(dataDir), 'the bytes wait in staging').toHaveLength(1);

    await observer.end();
    const next = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:4321' });
    await next.close();
    expect(staged(dataDir), 'the next start removed the leftover').toEqual([]);
  });
});

describe('uploads refused by the database, and start-up cleaning', () => {
  let f: StorageFixture;
  beforeAll(async () => {
    f = await startStorage();
  });
  afterAll(() => f.gateway.close());

  it('leave no file when the row insert is refused, on upload and on copy', async () => {
    const { dataDir } = f.gateway.ctx;
    const before = storedFiles(dataDir);
    const refused = await f.b.client.storage.from('listing-photos').upload(`${f.a.id}/x.png`, PNG, { contentType: 'image/png' });
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect((await f.a.client.storage.from('listing-photos').upload(`${f.a.id}/mine.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    const copied = await f.a.client.storage.from('listing-photos').copy(`${f.a.id}/mine.png`, `${f.b.id}/stolen.png`);
    expect(copied.error).toMatchObject({ statusCode: '403' });
    expect(storedFiles(dataDir).filter((file) => !before.includes(file))).toHaveLength(1);
    expect(staged(dataDir), 'nothing left in staging').toEqual([]);
  });

  it('removes dead processes’ and stale leftovers, keeps a live neighbour’s, restores committed bytes', async () => {
    const { ctx } = f.gateway;
    const dir = stagingDir(ctx);
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const plant = (name: string, ageMs = 0) => {
      fs.writeFileSync(path.join(dir, name), 'leftover');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(dir, name), when, when);
      return name;
    };
    const deadProcess = plant(stagedName(crypto.randomUUID(), dead));
    const neighbour = plant(stagedName(crypto.randomUUID(), 4242, 'other-host'));
    const stale = plant(stagedName(crypto.randomUUID(), 4242, 'other-host'), STAGING_GRACE_MS + 60_000);
    const version = crypto.randomUUID();
    await f.gateway.db.query(
      `insert into storage.objects (bucket_id, name, owner, metadata, version) values ('listing-photos', $1, $2, '{}', $3)`,
      [`${f.a.id}/committed.png`, f.a.id, version],
    );
    const committed = plant(stagedName(version, dead));

    const report = await cleanStagedUploads(ctx);
    expect(report.removed.sort()).toEqual([deadProcess, stale].sort());
    expect(report.restored).toEqual([committed]);
    expect(fs.readdirSync(dir)).toEqual([neighbour]);
    expect(fs.readFileSync(objectFile(ctx, 'listing-photos', `${f.a.id}/committed.png`, version), 'utf8')).toBe('leftover');
  });
});
