import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayProcess } from './gatewayProcess.ts';
import { startGateway } from '../../src/server.ts';
import { openStorageBackend } from '../../src/storage/backends/settings.ts';
import type { ObjectBackend } from '../../src/storage/backends/types.ts';
import { cleanStagedUploads, STAGING_GRACE_MS } from '../../src/storage/leftovers.ts';
import { stagedName } from '../../src/storage/staging.ts';
import { testStorage } from '../storage/backend.ts';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';

// Finding 10: an upload cut between writing its bytes and committing its row left a file that no
// catalogue row names. Bytes now wait in the backend's staging area until the row commits.

/** Every stored name outside the staging area. */
async function storedFiles(backend: ObjectBackend): Promise<string[]> {
  return (await backend.list('')).filter((name) => !name.startsWith('~staging/'));
}

const staged = async (backend: ObjectBackend) => (await backend.listStaged()).map((entry) => entry.name);

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a gateway killed between writing an upload and committing its row', () => {
  let db: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-orphans-'));
  const storage = testStorage(dataDir);
  let backend: ObjectBackend;
  beforeAll(async () => {
    db = await createTestDatabase();
    backend = await openStorageBackend(storage.settings);
  });
  afterAll(async () => {
    await db.drop();
    backend.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no stored file, and the next start removes the staged bytes', async () => {
    const gateway = await gatewayProcess(db.url, dataDir, 'warn', storage.env);
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
    expect(await storedFiles(backend), 'no stored file without a row').toEqual([]);
    expect(await staged(backend), 'the bytes wait in staging').toHaveLength(1);

    await observer.end();
    const next = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:4321', storage: storage.settings });
    await next.close();
    expect(await staged(backend), 'the next start removed the leftover').toEqual([]);
  });
});

describe('uploads refused by the database, and start-up cleaning', () => {
  let f: StorageFixture;
  beforeAll(async () => {
    f = await startStorage();
  });
  afterAll(() => f.gateway.close());

  it('leave no file when the row insert is refused, on upload and on copy', async () => {
    const backend = f.gateway.ctx.storageBackend;
    const before = await storedFiles(backend);
    const refused = await f.b.client.storage.from('listing-photos').upload(`${f.a.id}/x.png`, PNG, { contentType: 'image/png' });
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect((await f.a.client.storage.from('listing-photos').upload(`${f.a.id}/mine.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    const copied = await f.a.client.storage.from('listing-photos').copy(`${f.a.id}/mine.png`, `${f.b.id}/stolen.png`);
    expect(copied.error).toMatchObject({ statusCode: '403' });
    expect((await storedFiles(backend)).filter((file) => !before.includes(file))).toHaveLength(1);
    expect(await staged(backend), 'nothing left in staging').toEqual([]);
  });

  it('removes dead processes’ and stale leftovers, keeps a live neighbour’s, restores committed bytes', async () => {
    const { ctx } = f.gateway;
    const backend = ctx.storageBackend;
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const plant = async (version: string, pid: number, host = os.hostname()) => {
      const writer = await backend.openStaged(stagedName(version, pid, host));
      await writer.write(Buffer.from('leftover'));
      await writer.close();
      return writer.name;
    };
    const deadProcess = await plant(crypto.randomUUID(), dead);
    const neighbour = await plant(crypto.randomUUID(), 4242, 'other-host');
    const version = crypto.randomUUID();
    await f.gateway.db.query(
      `insert into storage.objects (bucket_id, name, owner, metadata, version) values ('listing-photos', $1, $2, '{}', $3)`,
      [`${f.a.id}/committed.png`, f.a.id, version],
    );
    const committed = await plant(version, dead);

    const report = await cleanStagedUploads(ctx);
    expect(report.removed).toEqual([deadProcess]);
    expect(report.restored).toEqual([committed]);
    expect(await staged(backend)).toEqual([neighbour]);
    const restored = await backend.read({ bucket: 'listing-photos', key: `${f.a.id}/committed.png`, version });
    expect(await new Response(restored!.body).text()).toBe('leftover');

    const later = await cleanStagedUploads(ctx, Date.now() + STAGING_GRACE_MS + 60_000);
    expect(later.removed, 'a neighbour’s bytes untouched past the grace period are a leftover too').toEqual([neighbour]);
    expect(await staged(backend)).toEqual([]);
  });
});
