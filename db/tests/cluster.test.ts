import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testMajor } from '../src/binaries.ts';
import { startCluster } from '../src/cluster.ts';
import { freePort } from '../src/preflight.ts';
import { REPO_ROOT } from '../src/config.ts';

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('embedded cluster', () => {
  const base = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'pg-cluster-'));
  fs.chmodSync(base, 0o755);
  const pgdata = path.join(base, 'data');
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('keeps its data across a stop and a start, and refuses a second start on the same folder', async () => {
    const port = await freePort();
    const first = await startCluster({ pgdata, port });
    await query(first.url, 'create table kept (note text); insert into kept values ($$still here$$)');

    const otherPort = await freePort();
    await expect(startCluster({ pgdata, port: otherPort }), 'second start on one folder').rejects.toThrow(
      /already in use by another process/,
    );
    await first.stop();
    expect(fs.existsSync(path.join(pgdata, 'postmaster.pid')), 'lock file left behind').toBe(false);

    const second = await startCluster({ pgdata, port });
    const { rows } = await query(second.url, 'select note from kept');
    await second.stop();
    expect(rows).toEqual([{ note: 'still here' }]);
  });

  it('says which port is taken and how to choose another', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      await expect(startCluster({ pgdata, port })).rejects.toThrow(`Port ${port} (PostgreSQL) is already in use; set DB_PORT`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a data folder made by another PostgreSQL major, without touching it', async () => {
    const foreign = path.join(base, 'foreign');
    fs.mkdirSync(foreign, { recursive: true });
    fs.writeFileSync(path.join(foreign, 'PG_VERSION'), '15\n');
    await expect(startCluster({ pgdata: foreign, port: await freePort() })).rejects.toThrow(
      /made by PostgreSQL 15, but this project runs PostgreSQL 18/,
    );
    expect(fs.readFileSync(path.join(foreign, 'PG_VERSION'), 'utf8')).toBe('15\n');
  });
});

describe('the test cluster', () => {
  it('runs the PostgreSQL major the run asked for (TEST_PG_MAJOR, default the product\'s)', async () => {
    const rows = await query(process.env.TEST_PG_URL!, 'show server_version_num');
    const major = Math.floor(Number((rows.rows[0] as { server_version_num: string }).server_version_num) / 10000);
    expect(major).toBe(testMajor());
  });
});
